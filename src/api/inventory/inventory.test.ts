import { describe, expect, it } from 'vitest';
import { encodeImportRows, inventoryApi } from '~/contract/inventory';
import { fileBlob } from './inventory';
import { PreparedJson, performRequest } from '../request';

/** What fetch was handed, and a success envelope for the import call. */
function recordingFetch() {
  const sent: RequestInit[] = [];
  const reply = { rows: 1, changed: 1, unchanged: 0, changes: { price: 1, bounds: 0, note: 0, location: 0 }, applied: false, errors: [], errorCount: 0 };
  const fetch = (async (_url: string, init: RequestInit) => {
    sent.push(init);
    return new Response(JSON.stringify({ success: true, data: reply, apiError: null }));
  }) as typeof globalThis.fetch;
  return { sent, fetch };
}

describe('a body prepared as JSON', () => {
  it('goes to fetch as the Blob it is, never made a string on the way; other bodies are JSON text', async () => {
    const { sent, fetch } = recordingFetch();
    const options = { headers: {}, timeoutMs: 1000, fetch, xsrfToken: () => 'xsrf' };
    const blob = new Blob(['{"fields":["price"],"check":true,"rows":"[2,\\"A\\",100]"}'], { type: 'application/json' });
    await performRequest(inventoryApi.importFile, { body: new PreparedJson(blob) }, options);
    expect(sent[0]!.body).toBe(blob);
    expect((sent[0]!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    await performRequest(inventoryApi.importFile, { body: { fields: ['price'], rows: '', check: true } }, options);
    expect(sent[1]!.body).toBe('{"fields":["price"],"rows":"","check":true}');
  });
});

describe('a file’s body', () => {
  it('is the contract’s import body, put around rows the worker wrote as JSON', async () => {
    const rows = encodeImportRows(['price', 'note'], [{ line: 2, sku: 'A "quoted"', values: { price: 100, note: 'two\nlines' } }]);
    const blob = fileBlob({ fields: ['price', 'note'], rowsJson: new Blob([JSON.stringify(rows)]) }, false);
    expect(JSON.parse(await blob.text())).toEqual({ fields: ['price', 'note'], check: false, rows });
  });
});
