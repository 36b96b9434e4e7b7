import { and, eq, gt, lt, lte, sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '../../src/contract';
import { signInThrottles } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError } from '../http/appError';

/**
 * Password guessing is slowed per (address typed, client address), never per address alone: a
 * guesser at one place cannot lock the owner out at another (OWASP's authentication guidance).
 * Each attempt is counted before its password is checked, in one statement that also refuses it
 * while the wait of an earlier one runs, so parallel attempts cannot slip past the count. After
 * `loginFreeFailures` failures each further one doubles the wait before that client may try that
 * address again, from `loginFirstDelaySeconds` up to `loginMaxDelaySeconds`; a success forgets
 * that client's count. Counters live in the database, so every server instance sees them.
 *
 * When an address collects `loginAddressAlarm` failures within a quarter of an hour from all
 * clients together (guessing spread over many places), each client gets one free failure instead
 * of several. The owner is still let in with the right password from anywhere; a guesser with many
 * addresses gets fewer tries from each.
 */

export interface SignInAttempt {
  realm: 'seller' | 'admin';
  email: string;
  client: string;
}

/** A client's failures are forgotten after a day without any. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
/** The window in which failures from all clients are added up for the alarm. */
const ALARM_WINDOW_MS = 15 * 60 * 1000;

const ofAttempt = (attempt: SignInAttempt) =>
  and(
    eq(signInThrottles.realm, attempt.realm),
    eq(signInThrottles.email, attempt.email),
    eq(signInThrottles.client, attempt.client),
  );

/** The wait after the `failures`-th failure, as an interval, in SQL so that the claim stays one statement. */
function waitAfter(failures: SQL, free: number, config: AppDeps['config']): SQL {
  return sql`(case when ${failures} < ${free} then 0
    else least(${config.loginMaxDelaySeconds}, ${config.loginFirstDelaySeconds} * power(2, least(${failures} - ${free}, 40))) end
    ) * interval '1 second'`;
}

function waitMessage(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const inWords = seconds === 1 ? '1 second' : `${seconds} seconds`;
  return (
    'Too many failed sign-ins to this account from this device or network. ' +
    `Try again in ${inWords}${seconds > 90 ? ` (about ${minutes} minutes)` : ''}.`
  );
}

async function failuresFromAllClients(deps: Pick<AppDeps, 'db'>, attempt: SignInAttempt, now: Date): Promise<number> {
  const [row] = await deps.db
    .select({ total: sql<number>`coalesce(sum(${signInThrottles.failures}), 0)::int` })
    .from(signInThrottles)
    .where(
      and(
        eq(signInThrottles.realm, attempt.realm),
        eq(signInThrottles.email, attempt.email),
        gt(signInThrottles.updatedAt, new Date(now.getTime() - ALARM_WINDOW_MS)),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Counts an attempt before its password is checked, or refuses it with 429 while its client must wait. */
export async function claimSignInAttempt(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, attempt: SignInAttempt) {
  const { config } = deps;
  const now = deps.clock();
  const underAttack = (await failuresFromAllClients(deps, attempt, now)) >= config.loginAddressAlarm;
  const free = underAttack ? 1 : config.loginFreeFailures;
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const at = sql`${now.toISOString()}::timestamptz`;
  const failures = sql`(case when ${signInThrottles.updatedAt} < ${forgetBefore.toISOString()}::timestamptz then 0
    else ${signInThrottles.failures} end + 1)`;
  const claimed = await deps.db
    .insert(signInThrottles)
    .values({ ...attempt, failures: 1, nextAttemptAt: sql`${at} + ${waitAfter(sql`1`, free, config)}`, updatedAt: now })
    .onConflictDoUpdate({
      target: [signInThrottles.realm, signInThrottles.email, signInThrottles.client],
      set: { failures, nextAttemptAt: sql`${at} + ${waitAfter(failures, free, config)}`, updatedAt: now },
      // Refused while the wait runs: the statement then changes nothing and returns no row.
      setWhere: lte(signInThrottles.nextAttemptAt, now),
    })
    .returning({ failures: signInThrottles.failures });
  if (Math.random() < 0.01) {
    await deps.db
      .delete(signInThrottles)
      .where(and(lt(signInThrottles.updatedAt, forgetBefore), lt(signInThrottles.nextAttemptAt, now)));
  }
  if (claimed.length > 0) return;
  const [waiting] = await deps.db
    .select({ nextAttemptAt: signInThrottles.nextAttemptAt })
    .from(signInThrottles)
    .where(ofAttempt(attempt));
  const seconds = Math.max(1, Math.ceil(((waiting?.nextAttemptAt.getTime() ?? now.getTime()) - now.getTime()) / 1000));
  throw new AppError(429, ErrorCode.RATE_LIMITED, waitMessage(seconds));
}

/** The right password: this client starts again from nothing (other clients' counts stay). */
export async function forgetSignInFailures(deps: Pick<AppDeps, 'db'>, attempt: SignInAttempt) {
  await deps.db.delete(signInThrottles).where(ofAttempt(attempt));
}
