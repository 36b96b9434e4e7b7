import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerClient } from '~/api/clients';
import type { Affiliation } from '~/contract/payments';
import { billingBackend, renderWithQueries } from '../testing/billingBackend';
import { AffiliationPage } from './AffiliationPage';

vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn() } }));
const backend = billingBackend();

const nobodyYet: Affiliation = { referralCode: 'RIVER42', referralPath: '/signup?ref=RIVER42', sharePercent: 20, earned: [], referred: [] };

beforeEach(() => {
  backend.reset();
  vi.mocked(sellerClient.call).mockReset().mockImplementation(backend.call as never);
});

describe('the affiliation screen', { timeout: 30_000 }, () => {
  it('gives the referral link to copy and says what it earns, before anyone has used it', async () => {
    backend.state.affiliation = nobodyYet;
    renderWithQueries(<AffiliationPage />);
    expect(await screen.findByLabelText('Referral link')).toHaveValue(`${window.location.origin}/signup?ref=RIVER42`);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByText(/you earn 20% of every invoice they pay/)).toBeInTheDocument();
    expect(screen.getByText(/No one has signed up with your link yet/)).toBeInTheDocument();
    expect(screen.getByTestId('affiliation-earned')).toHaveTextContent('$0.00');
  });

  it('lists each referred seller with what they paid and what it earned, per currency and never converted', async () => {
    backend.state.affiliation = {
      ...nobodyYet,
      earned: [
        { currency: 'USD', earnedCents: 1160 },
        { currency: 'EUR', earnedCents: 540 },
      ],
      referred: [
        { displayName: 'Ada L.', joinedAt: '2026-10-02T10:00:00.000Z', activeSubscriptions: 2, earned: [{ currency: 'USD', paidCents: 5800, earnedCents: 1160 }] },
        { displayName: 'Jean D.', joinedAt: '2026-11-03T10:00:00.000Z', activeSubscriptions: 0, earned: [{ currency: 'EUR', paidCents: 2700, earnedCents: 540 }] },
      ],
    };
    renderWithQueries(<AffiliationPage />);
    const ada = await screen.findByRole('row', { name: 'Ada L.' });
    expect(within(ada).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Ada L.', 'Oct 2, 2026', '2', '$58.00', '$11.60']);
    expect(screen.getByRole('row', { name: 'Jean D.' })).toHaveTextContent('€27.00€5.40');
    expect(screen.getByTestId('affiliation-earned')).toHaveTextContent('$11.60 · €5.40');
  });
});
