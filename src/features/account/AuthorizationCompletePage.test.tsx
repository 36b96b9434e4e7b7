import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/api/errors';
import { ErrorCode, type MarketplaceConnection } from '~/contract';
import { render } from '~/testing/render';
import { AuthorizationCompletePage } from './AuthorizationCompletePage';

const complete = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false, error: null as unknown }));
const connected: MarketplaceConnection = {
  status: 'CONNECTED', sellingPartnerId: 'A1OLD-300', region: 'NA', marketplace: { id: 'US', name: 'United States' },
  authorisedAt: '2026-01-01T12:00:00.000Z', expiresAt: '2027-01-01T12:00:00.000Z', changedSkus: 42,
};
vi.mock('~/api/integration/mutations', () => ({ useCompleteAuthorisation: () => complete }));
vi.mock('~/api/integration/queries', () => ({ integrationQueries: { connection: () => ({ queryKey: ['connection'], queryFn: () => connected }) } }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...props }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...props}>
      {children}
    </a>
  ),
  useNavigate: () => vi.fn(),
}));

const renderPage = (ui: ReactElement) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);
const back = { code: 'code-from-the-marketplace.sig', state: 'state-folio-sent-0123456789', selling_partner_id: 'A1NEW-150' };
const body = { code: back.code, state: back.state, sellingPartnerId: back.selling_partner_id };

beforeEach(() => {
  complete.mutate.mockReset();
  complete.error = null;
});

describe('the return from the marketplace', () => {
  it('finishes the authorisation once, however often the screen renders', () => {
    renderPage(
      <StrictMode>
        <AuthorizationCompletePage search={back} />
      </StrictMode>,
    );
    expect(complete.mutate).toHaveBeenCalledTimes(1);
    expect(complete.mutate.mock.calls[0]![0]).toEqual(body);
    expect(screen.getByText('Finishing the authorisation of A1NEW-150…')).toBeInTheDocument();
  });

  it("takes the real marketplace's spapi_oauth_code as the code", () => {
    renderPage(<AuthorizationCompletePage search={{ spapi_oauth_code: back.code, state: back.state, selling_partner_id: back.selling_partner_id }} />);
    expect(complete.mutate.mock.calls[0]![0]).toEqual(body);
  });

  it('explains a Deny, with the way back, and sends nothing', () => {
    renderPage(<AuthorizationCompletePage search={{ error: 'access_denied', state: back.state }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You did not allow Folio');
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing changed in Folio');
    expect(screen.getByRole('link', { name: 'Back to Integration' })).toHaveAttribute('href', '/account/integration');
    expect(complete.mutate).not.toHaveBeenCalled();
  });

  it('says so when the address holds no authorisation', () => {
    renderPage(<AuthorizationCompletePage search={{ state: back.state }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing to finish here');
    expect(complete.mutate).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a changed state with its code and the way back", () => {
    complete.error = new ApiError(ErrorCode.MARKETPLACE_STATE_INVALID, 'This authorisation did not start from your Folio account.', 400);
    renderPage(<AuthorizationCompletePage search={back} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This authorisation did not come from your account');
    expect(alert).toHaveTextContent('(Code: 130)');
    expect(screen.getByRole('link', { name: 'Back to Integration' })).toBeInTheDocument();
  });

  it('asks before switching accounts, saying what happens to the stock, and switches only on yes', async () => {
    complete.error = new ApiError(ErrorCode.MARKETPLACE_ACCOUNT_SWITCH, 'confirm to switch', 409);
    renderPage(<AuthorizationCompletePage search={back} />);
    expect(await screen.findByText('Connect A1NEW-150 instead of A1OLD-300?')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Stock Manager and the repricer stop showing A1OLD-300's stock");
    expect(screen.getByRole('alert')).toHaveTextContent('42 of A1OLD-300');
    expect(screen.getByRole('link', { name: 'Keep A1OLD-300' })).toHaveAttribute('href', '/account/integration');
    complete.mutate.mockReset();
    fireEvent.click(screen.getByRole('button', { name: 'Connect A1NEW-150' }));
    expect(complete.mutate).toHaveBeenCalledWith({ ...body, replaceAccount: true }, expect.anything());
  });
});
