import { expect, type Page } from '@playwright/test';
import type { Nsession } from '../../src/contract/nsession';
import { pageCall } from '../support/pageCall';

/** Specs of the newer lister flow bring a plan to a step through the page's own calls (pageCall). */

/** Reads the plan until the marketplace's last operation has ended; answers the plan then. */
export async function settledPlan(page: Page, sessionId: number): Promise<Nsession> {
  let plan: Nsession | undefined;
  await expect
    .poll(
      async () => {
        plan = await pageCall<Nsession>(page, 'GET', `nsession/${sessionId}`);
        return plan.operation?.status ?? 'NONE';
      },
      { timeout: 30_000, intervals: [500] },
    )
    .not.toBe('IN_PROGRESS');
  return plan!;
}

/** A new plan with these books scanned in by API calls; answers its id. */
export async function planWithBooks(page: Page, isbns: readonly string[]): Promise<number> {
  const plan = await pageCall<Nsession>(page, 'POST', 'nsession', { type: 'fba' });
  const sessionId = Number(plan.idStr);
  for (const code of isbns) await pageCall(page, 'POST', `nsession/${sessionId}/item`, { code, whenSeveral: 'FIRST' });
  return sessionId;
}
