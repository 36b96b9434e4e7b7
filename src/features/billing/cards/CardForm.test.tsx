import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerClient } from '~/api/clients';
import { ApiError } from '~/api/errors';
import { PROCESSOR_TOKEN_PATH, TEST_CARDS } from '~/contract/payments';
import { paymentMethodsApi } from '~/contract/payments/api';
import { visa } from '~/testing/billingFixtures';
import { billingBackend, renderWithQueries } from '../testing/billingBackend';
import { CardForm } from './CardForm';

vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn() } }));
const backend = billingBackend();
const processor = vi.fn<typeof fetch>();

beforeEach(() => {
  backend.reset();
  vi.mocked(sellerClient.call).mockReset().mockImplementation(backend.call as never);
  backend.answer(paymentMethodsApi.add, () => visa);
  processor.mockReset();
  processor.mockResolvedValue(Response.json({ token: 'tok_sim_4242', brand: 'VISA', last4: '4242', expMonth: 4, expYear: 2031 }));
  vi.stubGlobal('fetch', processor);
});
afterEach(() => vi.unstubAllGlobals());

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add card' }));

function fillGoodCard(number: string = TEST_CARDS.SUCCEEDS) {
  fill('Card number', number);
  fill('Expiry month', '4');
  fill('Expiry year', '2031');
  fill('CVC', '123');
  fill('Name on the card', 'Morgan Lee');
}

describe('adding a card', { timeout: 30_000 }, () => {
  it('names every wrong field and sends nothing, to the processor or to Folio', async () => {
    renderWithQueries(<CardForm offerMain={false} />);
    submit();
    expect(await screen.findByText('Is not a valid card number: check the digits')).toBeInTheDocument();
    expect(screen.getByText('Must be a month from 1 to 12')).toBeInTheDocument();
    expect(screen.getByText('Must be a four-digit year')).toBeInTheDocument();
    expect(screen.getByText('Must be the 3 or 4 digits on the back of the card')).toBeInTheDocument();
    expect(screen.getByText('Is required')).toBeInTheDocument();

    fillGoodCard('4242 4242 4242 4241');
    submit();
    expect(await screen.findByText('Is not a valid card number: check the digits')).toBeInTheDocument();
    fill('Card number', TEST_CARDS.SUCCEEDS);
    fill('Expiry year', '2020');
    submit();
    expect(await screen.findByText('The card has expired: check the month and year on its front')).toBeInTheDocument();
    expect(processor).not.toHaveBeenCalled();
    expect(sellerClient.call).not.toHaveBeenCalled();
  });

  it('checks a field when it is left, before the seller submits', async () => {
    renderWithQueries(<CardForm offerMain={false} />);
    fill('CVC', '12');
    fireEvent.blur(screen.getByLabelText('CVC'));
    expect(await screen.findByText('Must be the 3 or 4 digits on the back of the card')).toBeInTheDocument();
  });

  it('gives the card to the processor alone, with none of Folio’s headers, and only its token to Folio', async () => {
    const added = vi.fn();
    renderWithQueries(<CardForm offerMain={false} onAdded={added} />);
    fillGoodCard('4242 4242 4242 4242');
    submit();
    await waitFor(() => expect(added).toHaveBeenCalledWith(visa));

    const [url, init] = processor.mock.calls[0]!;
    expect(url).toBe(PROCESSOR_TOKEN_PATH);
    expect(init?.credentials).toBe('omit');
    expect(Object.keys(init?.headers as Record<string, string>).sort()).toEqual(['Accept', 'Content-Type']);
    expect(JSON.parse(String(init?.body))).toEqual({ number: TEST_CARDS.SUCCEEDS, expMonth: 4, expYear: 2031, cvc: '123', holderName: 'Morgan Lee' });
    expect(backend.callsTo(paymentMethodsApi.add)).toEqual([{ body: { token: 'tok_sim_4242', makeMain: true } }]);
    expect(JSON.stringify(backend.calls)).not.toContain(TEST_CARDS.SUCCEEDS);
  });

  it('shows the processor’s refusal and Folio’s, and keeps what was typed', async () => {
    processor.mockResolvedValueOnce(Response.json({ message: 'number was declined by the bank.', fields: { number: 'was declined by the bank' } }, { status: 400 }));
    renderWithQueries(<CardForm offerMain />);
    fillGoodCard(TEST_CARDS.DECLINED);
    fireEvent.click(screen.getByLabelText(/Make it my main card/));
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('number was declined by the bank.');
    expect(screen.getByText('Was declined by the bank')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(sellerClient.call).not.toHaveBeenCalled();

    backend.answer(paymentMethodsApi.add, () => {
      throw new ApiError(123, 'The card token is not valid: enter the card again', 400);
    });
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The card token is not valid: enter the card again'));
    expect(backend.callsTo(paymentMethodsApi.add)).toEqual([{ body: { token: 'tok_sim_4242', makeMain: true } }]);
  });

  it('takes the processor’s refusal away once the card is edited, so it does not stand beside the new field errors', async () => {
    processor.mockResolvedValueOnce(Response.json({ message: 'number was declined by the bank.', fields: { number: 'was declined by the bank' } }, { status: 400 }));
    renderWithQueries(<CardForm offerMain={false} />);
    fillGoodCard(TEST_CARDS.DECLINED);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('number was declined by the bank.');
    fill('Card number', '4242 4242 4242');
    submit();
    expect(await screen.findByText('Has 12 digits: a Visa card number has 13, 16 or 19')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(processor).toHaveBeenCalledTimes(1);
  });

  it('offers the simulator’s test cards and fills one in', async () => {
    renderWithQueries(<CardForm offerMain={false} />);
    expect(screen.getByRole('list', { name: 'Test cards' })).toHaveTextContent('4000 0000 0000 0341: the first payment goes through, every renewal and retry is declined');
    fireEvent.click(screen.getByRole('button', { name: `Use test card ${TEST_CARDS.NEEDS_AUTHENTICATION}` }));
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0025 0000 3155');
  });
});
