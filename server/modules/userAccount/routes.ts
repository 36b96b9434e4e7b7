import { adminApi, sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { listInvoices } from '../billing/invoices';
import { anyAccount } from './account';
import { addOnPlans, giveAddOn } from './addOn';
import { affiliateUsers, assignAffiliate, setAffiliateFlag } from './affiliates';
import { deleteUser } from './deleteUser';
import { readUserAccount } from './detail';
import { exchangeImpersonationCode, loginAsUser } from './loginAs';
import { startSellerNamesRefresh } from './sellerNames';
import { addSeller, resendWelcome } from './welcome';

const api = adminApi.userAccount;
/** Writes that reach past the database (the mailer, the job queue) after their own commit: their key is claimed first. */
const reachesOut = { idempotency: 'claim' } as const;

/** The admin area's calls on one seller's account (spec 7.9), and the seller side of login as user. */
export const userAccountRoutes = [
  bind(api.detail, ({ deps, params }) => readUserAccount(deps, params.id)),
  bind(api.remove, ({ deps, principal, params }) => deleteUser(deps, principal, params.id)),
  bind(api.addOnPlans, ({ deps, params }) => addOnPlans(deps, params.id)),
  bind(api.addOn, ({ deps, principal, params, body }) => giveAddOn(deps, principal, params.id, body)),
  bind(api.invoices, async ({ deps, params }) => {
    await anyAccount(deps.db, params.id);
    return listInvoices(deps.db, params.id, undefined);
  }),
  bind(api.resend, ({ deps, principal, params }) => resendWelcome(deps, principal, params.id), reachesOut),
  bind(api.loginAs, ({ deps, principal, params }) => loginAsUser(deps, principal, params.id)),
  bind(api.add, ({ deps, principal, body }) => addSeller(deps, principal, body), reachesOut),
  bind(api.refreshSellerNames, ({ deps, principal }) => startSellerNamesRefresh(deps, principal), reachesOut),
  bind(api.affiliateUsers, ({ deps, params }) => affiliateUsers(deps, params.id)),
  bind(api.assignAffiliate, ({ deps, principal, params, query }) => assignAffiliate(deps, principal, params.id, query.affiliateUserId)),
  bind(api.affiliateFlag, ({ deps, principal, params, body }) => setAffiliateFlag(deps, principal, params.id, body.isAffiliateUser)),
  bind(sellerApi.impersonation.exchange, ({ deps, body }) => exchangeImpersonationCode(deps, body.code)),
];
