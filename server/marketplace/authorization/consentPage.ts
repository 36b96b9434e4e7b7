import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../../deps';
import { CONSENT_PATH, SIMULATOR_APPLICATION_ID, makeCode, suggestedAccount } from './authorizationSimulator';

/**
 * The simulated marketplace's consent page: what a seller sees on the marketplace when Folio asks
 * to be authorised. Folio cannot reach the real marketplace, so its own server plays the page under
 * /marketplace-sim/, marked as the simulator on the page itself. Plain HTML (a form, no script),
 * so the strict Content Security Policy holds. The simulator has no sign-in: the seller types the
 * marketplace account to authorise (offered: the one Folio knows, or a new one).
 *
 * Allow sends the seller back to the return address with a code, the state and the seller id;
 * Deny with error=access_denied and the state, as an OAuth server does.
 */

/** The return address the simulator has on record for Folio's application: the same origin's. */
export const REGISTERED_RETURN_PATH = '/sp/auth/complete';
const DECISION_PATH = `${CONSENT_PATH}/decision`;
const ACCOUNT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;

type Query = Partial<Record<'application_id' | 'state' | 'redirect_uri' | 'account_hint' | 'selling_partner_id' | 'decision', string>>;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f1f3f5;color:#1a1b1e}
main{max-width:34rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem 1.75rem;box-shadow:0 1px 3px #0002}
.sim{background:#fff3bf;border:1px solid #f08c00;border-radius:8px;padding:.75rem 1rem;margin:0 0 1.25rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #868e96;border-radius:6px}
.hint{color:#495057;font-size:.9rem;margin:.25rem 0 0}.error{color:#c92a2a;font-weight:600}
.actions{display:flex;gap:.75rem;margin-top:1.5rem;flex-wrap:wrap}button{font:inherit;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #1c7ed6;cursor:pointer}
button[value=allow]{background:#1864ab;color:#fff}button[value=deny]{background:#fff;color:#1864ab}ul{padding-left:1.2rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Marketplace simulator</title><style>${STYLE}</style></head><body><main>
<p class="sim" role="note"><strong>Marketplace simulator.</strong> Folio cannot reach the marketplace here, so this page stands in for its consent page.</p>
${body}</main></body></html>`;
}

function consentForm(query: Query, account: string, problem?: string): string {
  const hidden = (['application_id', 'state', 'redirect_uri'] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name] ?? '')}">`)
    .join('');
  const invalid = problem ? ' aria-invalid="true" aria-describedby="account-error account-hint"' : ' aria-describedby="account-hint"';
  return page(
    'Authorise Folio',
    `<h1>Authorise Folio on your seller account</h1>
<p>Folio asks to:</p><ul><li>read your inventory and listings,</li><li>update your prices,</li><li>send inbound shipments and read their receiving.</li></ul>
<form method="get" action="${DECISION_PATH}">${hidden}
<label for="account">Seller account</label>
<input id="account" name="selling_partner_id" value="${escapeHtml(account)}" required autocomplete="off"${invalid}>
${problem ? `<p id="account-error" class="error" role="alert">${escapeHtml(problem)}</p>` : ''}
<p id="account-hint" class="hint">The simulator has no sign-in: this is the marketplace account you authorise. An id ending in -N holds N SKUs of existing stock.</p>
<div class="actions"><button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny">Deny</button></div>
</form>`,
  );
}

/** What is wrong with the request for this page, or null: only Folio's application, back to its own address. */
function refusal(query: Query): string | null {
  if (query.application_id !== SIMULATOR_APPLICATION_ID) return 'This application is not known to the marketplace.';
  if (query.redirect_uri !== REGISTERED_RETURN_PATH) return "The return address is not the one registered for this application.";
  if (!query.state || query.state.length > 200) return 'The request has no state: start again from Folio.';
  return null;
}

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);

function back(reply: FastifyReply, query: Query, params: Record<string, string>) {
  const search = new URLSearchParams({ ...params, state: query.state! });
  return reply.header('Cache-Control', 'no-store').redirect(`${REGISTERED_RETURN_PATH}?${search.toString()}`, 303);
}

export function installConsentPages(app: FastifyInstance, clock: Clock) {
  app.get<{ Querystring: Query }>(CONSENT_PATH, async (request, reply) => {
    const query = request.query;
    const refused = refusal(query);
    if (refused) return sendHtml(reply, 400, page('Request refused', `<h1>Request refused</h1><p>${escapeHtml(refused)}</p>`));
    const hint = query.account_hint && ACCOUNT_PATTERN.test(query.account_hint) ? query.account_hint : null;
    return sendHtml(reply, 200, consentForm(query, hint ?? suggestedAccount(query.state!)));
  });

  app.get<{ Querystring: Query }>(DECISION_PATH, async (request, reply) => {
    const query = request.query;
    const refused = refusal(query);
    if (refused) return sendHtml(reply, 400, page('Request refused', `<h1>Request refused</h1><p>${escapeHtml(refused)}</p>`));
    if (query.decision !== 'allow') {
      return back(reply, query, { error: 'access_denied', error_description: 'The seller did not allow the application.' });
    }
    const account = (query.selling_partner_id ?? '').trim();
    if (!ACCOUNT_PATTERN.test(account)) {
      return sendHtml(reply, 400, consentForm(query, account, 'Type a seller account: 3 to 40 letters, digits or hyphens.'));
    }
    const code = makeCode({ sp: account, iat: clock().getTime(), ret: REGISTERED_RETURN_PATH });
    return back(reply, query, { code, selling_partner_id: account });
  });
}
