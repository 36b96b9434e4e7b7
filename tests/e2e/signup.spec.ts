import { expect, test } from '@playwright/test';
import { latestMail, linkIn, signUp, uniqueEmail } from './support';

test('sign up creates an account that starts on the dashboard with no products', async ({ page }) => {
  const { email } = await signUp(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveText(['Dashboard']);
  await page.goto('/account');
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText('none yet')).toBeVisible();
});

test('sign up with an address that has an account answers like any other, and its owner gets a reminder', async ({ page }) => {
  const { email } = await signUp(page);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Someone');
  await page.getByLabel('Last name').fill('Else');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('guessing-game-9');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('link-sent')).toContainText(`We sent a link to ${email}`);
  await expect.poll(() => latestMail(email)).toContain('You already have a Folio account');
  expect(await latestMail(email)).not.toContain('token=');
});

test('a sign-up link works once', async ({ page }) => {
  const { email } = await signUp(page);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.goto(linkIn(await latestMail(email)));
  await page.getByRole('button', { name: 'Open my account' }).click();
  await expect(page.getByText('This link no longer works')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('sign up explains what is wrong with the form', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password' }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Must be a valid email address')).toBeVisible();
  await expect(page.getByText('Must have at least 8 characters')).toBeVisible();
  await expect(page.getByText('Must be accepted to create an account')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('register with an e-mailed link: the finalize form with its state select and phone input', async ({ page }) => {
  const email = uniqueEmail('invited');
  await page.goto('/registersendlink');
  await expect(page).toHaveTitle('Folio - Register Send Link');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByTestId('link-sent')).toContainText(email);

  await page.goto(linkIn(await latestMail(email)));
  await expect(page).toHaveTitle('Folio - Finalize Invitation');
  await expect(page.getByText(`Setting up the Folio account for ${email}.`)).toBeVisible();
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Business name').fill('Lee Rare Books');
  await page.getByLabel('Phone number').pressSequentially('4155550132');
  await expect(page.getByLabel('Phone number')).toHaveValue('(415) 555-0132');
  await page.getByLabel('Street address').fill('12 Harbor Way');
  await page.getByLabel('City').fill('Oakland');
  await page.getByRole('combobox', { name: 'State' }).fill('Calif');
  await page.getByRole('option', { name: 'California (CA)' }).click();
  await page.getByLabel('ZIP code').fill('94607');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-edition-1');
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill('first-edition-1');
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page.getByTestId('user-email')).toHaveText(email);
  await expect(page.getByText('Lee Rare Books')).toBeVisible();

  // The link worked once.
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.goto(linkIn(await latestMail(email)));
  await expect(page.getByText('This link no longer works')).toBeVisible();
});

test('forgot password: the e-mailed link sets a new password that signs in', async ({ page }) => {
  const account = await signUp(page);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in page has an Email field too: typing before the new page shows would type into it.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${account.email}`)).toBeVisible();

  await page.goto(linkIn(await latestMail(account.email)));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second-chapter-2');
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('second-chapter-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your new password is set.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('second-chapter-2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-email')).toHaveText(account.email);
});

test('a seller who signs up through a referral link is listed on the referrer\'s affiliation page', async ({ page, browser }) => {
  await signUp(page);
  await page.goto('/account/affiliation');
  const link = await page.getByRole('textbox', { name: 'Referral link' }).inputValue();
  const code = new URL(link).searchParams.get('ref')!;
  await expect(page.getByRole('table', { name: 'Referred sellers' })).toHaveCount(0);

  const newcomer = await browser.newPage();
  try {
    await newcomer.goto(link);
    await expect(newcomer.getByRole('textbox', { name: 'Referral code' })).toHaveValue(code);
    await signUp(newcomer, uniqueEmail('referred'), 'books-and-more-1', new URL(link).pathname + new URL(link).search);
  } finally {
    await newcomer.close();
  }

  await page.reload();
  await expect(page.getByRole('table', { name: 'Referred sellers' }).getByRole('row', { name: 'Robin H.' })).toBeVisible();
});
