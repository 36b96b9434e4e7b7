import type { Page } from 'playwright-core';

/** A script or stylesheet of a first visit, as it came over the wire. */
export interface FirstVisitFile {
  path: string;
  kind: 'js' | 'css';
  /** The Content-Encoding it came with (br, gzip), or null when it came as it is. */
  encoding: string | null;
  contentType: string;
  vary: string;
  /** The body's bytes as received, still compressed: what a slow connection waits for. */
  wireBytes: number;
  /** The body's bytes once decoded: what the browser parses. */
  bodyBytes: number;
}

const KIND = /\.(m?js|css)$/;

/**
 * The JavaScript and CSS a first visit to `path` loads until `settled` resolves and the network is
 * idle, in a page whose context blocks service workers (precaching runs after the page is usable
 * and is not part of what the seller waits for). Sizes come from the browser's own network record.
 */
export async function recordFirstVisit(page: Page, path: string, settled: () => Promise<unknown>): Promise<FirstVisitFile[]> {
  const pending: Promise<FirstVisitFile>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const kind = KIND.exec(pathname)?.[1];
    if (!kind) return;
    pending.push(
      (async () => {
        const [sizes, body, headers] = await Promise.all([response.request().sizes(), response.body(), response.allHeaders()]);
        return {
          path: pathname,
          kind: kind === 'css' ? 'css' : 'js',
          encoding: headers['content-encoding'] ?? null,
          contentType: headers['content-type'] ?? '',
          vary: headers.vary ?? '',
          wireBytes: sizes.responseBodySize,
          bodyBytes: body.length,
        } satisfies FirstVisitFile;
      })(),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await settled();
  return Promise.all(pending);
}

export function totalKb(files: FirstVisitFile[], kind: FirstVisitFile['kind'], size: 'wireBytes' | 'bodyBytes') {
  return files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file[size], 0) / 1024;
}
