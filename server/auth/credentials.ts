import type { Credentials } from '../../src/contract';
import { ErrorCode } from '../../src/contract';
import type { AppDeps } from '../deps';
import { AppError } from '../http/appError';
import { consumeRateLimit } from '../http/rateLimit';
import { verifyAgainstDummy, verifyPassword } from './password';
import { claimSignInAttempt, forgetSignInFailures } from './signInThrottle';

const wrongCredentials = () =>
  new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'The email or password is not correct.');

interface Account {
  passwordHash: string;
  disabledAt: Date | null;
}

/**
 * The sign-in check shared by sellers and staff: attempts are limited per client address (a
 * ceiling) and slowed per address typed and client (signInThrottle.ts), so that nobody can lock
 * the owner out; an unknown address costs as much time as a wrong password and is throttled the
 * same, so that answers cannot be used to probe who has an account; the right password clears
 * that client's count.
 */
export async function checkCredentials<A extends Account>(
  deps: AppDeps,
  options: {
    realm: 'seller' | 'admin';
    credentials: Credentials;
    clientIp: string;
    findAccount(email: string): Promise<A | undefined>;
    disabledMessage: string;
  },
): Promise<A> {
  const { credentials } = options;
  const { config } = deps;
  const prefix = options.realm === 'admin' ? 'admin-' : '';
  await consumeRateLimit(
    deps,
    { bucket: `${prefix}login-ip`, key: options.clientIp, limit: config.loginLimitPerIp },
    'Too many sign-in attempts from this network.',
  );
  const attempt = { realm: options.realm, email: credentials.email, client: options.clientIp };
  await claimSignInAttempt(deps, attempt);
  const account = await options.findAccount(credentials.email);
  const valid = account
    ? await verifyPassword(credentials.password, account.passwordHash)
    : await verifyAgainstDummy(credentials.password);
  if (!account || !valid) throw wrongCredentials();
  await forgetSignInFailures(deps, attempt);
  if (account.disabledAt) throw new AppError(403, ErrorCode.ACCOUNT_DISABLED, options.disabledMessage);
  return account;
}
