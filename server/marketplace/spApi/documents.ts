import { marketplaceError } from './marketplaceErrors';

/**
 * Feeds and reports travel through signed document addresses: written or read without the access
 * token, by whoever holds the address. Failures are the marketplace's, without the address in them.
 */
export async function transferDocument(url: string, init: RequestInit, what: string, timeoutMs: number): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw marketplaceError(what, { code: (error as Error).name === 'TimeoutError' ? 'ETIMEDOUT' : 'ECONNREFUSED' });
  }
  if (!response.ok) throw marketplaceError(what, { response: { status: response.status } });
  return response;
}

export async function fetchDocument(url: string, what: string, timeoutMs: number): Promise<Buffer> {
  return Buffer.from(await (await transferDocument(url, {}, what, timeoutMs)).arrayBuffer());
}
