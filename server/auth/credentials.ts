import type { Credentials } from '../../src/contract';
import { ErrorCode } from '../../src/contract';
import type { AppDeps } from '../deps';
import { AppError } from '../http/appError';
import { consumeRateLimit, resetRateLimit } from '../http/rateLimit';
import { verifyAgainstDummy, verifyPassword } from './password';

const wrongCredentials = () =>
  new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'The email or password is not correct.');

interface Account {
  passwordHash: string;
  disabledAt: Date | null;
}

/**
 * The sign-in check shared by sellers and staff: attempts are limited per client address and per
 * address typed; an unknown address costs as much time as a wrong password, so that answers cannot
 * be used to probe who has an account; a success clears the address's count.
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
  await consumeRateLimit(
    deps,
    { bucket: `${prefix}login-email`, key: credentials.email, limit: config.loginLimitPerEmail },
    'Too many sign-in attempts for this account.',
  );
  const account = await options.findAccount(credentials.email);
  const valid = account
    ? await verifyPassword(credentials.password, account.passwordHash)
    : await verifyAgainstDummy(credentials.password);
  if (!account || !valid) throw wrongCredentials();
  if (account.disabledAt) throw new AppError(403, ErrorCode.ACCOUNT_DISABLED, options.disabledMessage);
  await resetRateLimit(deps, `${prefix}login-email`, credentials.email);
  return account;
}
