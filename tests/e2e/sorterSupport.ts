import { expect, type Page } from '@playwright/test';
import type { GateDecision, SorterStats } from '../../src/contract';
import { pageCall } from '../support/pageCall';

export { configureSorter, expectedDecision, setGate, sorterBooks, SORTER_FALLBACKS, SORTER_GATES, SORTER_RULES } from '../support/sorterSetup';

export const sorterStats = (page: Page, from: Date, to: Date) =>
  pageCall<SorterStats>(page, 'GET', `sorter/scan/stats?from=${from.toISOString()}&to=${to.toISOString()}`);

export const newestGate = (page: Page) => page.getByTestId('gate-card').first();

export async function expectGateShown(page: Page, isbn: string, decision: GateDecision) {
  const card = newestGate(page);
  await expect(card).toHaveAttribute('aria-label', `${isbn}: gate ${Number(decision.gate.slice(5))}`);
}
