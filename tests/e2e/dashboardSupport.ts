import { expect, type Page } from '@playwright/test';
import type { RepricerRun, RepricingResult } from '../../src/contract';
import { pageCall } from '../support/pageCall';

/**
 * The signed-in seller's latest repricing results, at least five: when they have fewer, a
 * repricing run is started and followed through the Repricer's own calls (the demo seller's
 * 20,000 SKUs take a few seconds to a minute, by how busy the machine is).
 */
export async function latestRepricingResults(page: Page): Promise<RepricingResult[]> {
  const latest = () => pageCall<{ content: RepricingResult[] }>(page, 'GET', 'repricer/result/latest?pageSize=5');
  const before = await latest();
  if (before.content.length >= 5) return before.content;
  let run = await pageCall<RepricerRun>(page, 'POST', 'repricer/run');
  await expect
    .poll(async () => (run = await pageCall<RepricerRun>(page, 'GET', `repricer/run/${run.id}`)).state, { timeout: 150_000, intervals: [1000] })
    .toMatch(/^(DONE|PAUSED|FAILED)$/);
  expect(run.state, `the repricing run ended ${run.state}: ${run.error ?? ''}`).toBe('DONE');
  return (await latest()).content;
}
