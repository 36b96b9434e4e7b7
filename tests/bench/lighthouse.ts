/**
 * Lighthouse's mobile audit (its default: a mid-range phone on slow 4G, 4x slower CPU, simulated)
 * of the pages a new seller meets first, in Debian's Chromium. One line per page, from the run with
 * the median performance score of three (the CPU part of the score moves with the machine's load):
 *   lighthouse /login: performance P, accessibility A (FCP F s, LCP L s, TBT T ms; runs P1, P2, P3)
 * followed by each accessibility audit that fails, with the elements it names. Lighthouse's 4x CPU
 * slowdown assumes a host with a benchmark index of about 1000 or more; a busy machine scores lower.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import type { RunningServer } from '../support/appServer';

export const LIGHTHOUSE_PAGES = ['/login', '/signup'];
const RUNS = 3;

interface Audit {
  score: number | null;
  title: string;
  numericValue?: number;
  details?: { items?: { node?: { snippet?: string; explanation?: string } }[] };
}

/** The measured part of axe's explanation, e.g. "contrast of 3.31 (foreground color: #868e96, ...)". */
function detail(explanation: string | undefined): string {
  const measured = /has insufficient color contrast of ([^)]*\))/.exec(explanation ?? '')?.[1];
  return measured ? `\n      contrast ${measured}` : '';
}

function failingAccessibility(audits: Record<string, Audit>, refs: { id: string }[]): string[] {
  return refs
    .map(({ id }) => ({ id, audit: audits[id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
    .flatMap(({ id, audit }) => [
      `  fails ${id}: ${audit!.title}`,
      ...(audit!.details?.items ?? []).map((item) => `    ${item.node?.snippet ?? '(page)'}${detail(item.node?.explanation)}`),
    ]);
}

export async function measureLighthouse(server: RunningServer): Promise<string[]> {
  // Lighthouse needs the DevTools port, so Chromium is started by chrome-launcher, not Playwright.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const lines: string[] = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const runs: RunnerResult['lhr'][] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        runs.push(result.lhr);
      }
      const performance = (lhr: RunnerResult['lhr']) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const sorted = [...runs].sort((a, b) => performance(a) - performance(b));
      const { categories, audits, environment } = sorted[Math.floor(RUNS / 2)]!;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      lines.push(
        `lighthouse ${page}: performance ${score('performance')}, accessibility ${score('accessibility')}` +
          ` (FCP ${(value('first-contentful-paint') / 1000).toFixed(1)} s, LCP ${(value('largest-contentful-paint') / 1000).toFixed(1)} s,` +
          ` TBT ${Math.round(value('total-blocking-time'))} ms; runs ${runs.map(performance).join(', ')};` +
          ` host benchmark index ${Math.round(environment.benchmarkIndex)})`,
        ...failingAccessibility(audits as Record<string, Audit>, categories.accessibility?.auditRefs ?? []),
      );
    }
  } finally {
    chrome.kill();
  }
  return lines;
}
