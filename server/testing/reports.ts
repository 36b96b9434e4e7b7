import { vi } from 'vitest';
import { sellerApi, type PriceFeedFile, type StockReport } from '../../src/contract';
import { dataOf, type SellerAuth, type TestServer } from './testServer';

/** Helpers of the report and feed file tests: reading a CSV back, and waiting for a job's file. */

/** RFC 4180 as a spreadsheet reads it: quoted cells may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted) {
      if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) throw new Error('the CSV does not end with CRLF');
  return rows;
}

export async function waitForReport(server: TestServer, seller: SellerAuth, reportId: number, timeout = 20_000): Promise<StockReport> {
  let found: StockReport | undefined;
  await vi.waitFor(
    async () => {
      found = dataOf(await server.call<StockReport[]>(sellerApi.stockReports.list, {}, { auth: seller })).find((report) => report.id === reportId);
      if (!found || found.state === 'QUEUED' || found.state === 'RUNNING') throw new Error(`report ${reportId} is ${found?.state ?? 'missing'}`);
    },
    { timeout, interval: 50 },
  );
  return found!;
}

export async function waitForFeed(server: TestServer, seller: SellerAuth, runId: number, timeout = 20_000): Promise<PriceFeedFile> {
  let found: PriceFeedFile | undefined;
  await vi.waitFor(
    async () => {
      found = dataOf(await server.call<PriceFeedFile[]>(sellerApi.priceFeeds.list, {}, { auth: seller })).find((feed) => feed.runId === runId);
      if (!found) throw new Error(`no feed file for run ${runId} yet`);
    },
    { timeout, interval: 50 },
  );
  return found!;
}
