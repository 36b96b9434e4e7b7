import { errorEnvelope, okEnvelope } from '~/contract';

export interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeReply =
  | { status?: number; data: unknown }
  | { status: number; error: { code: number; message: string }; headers?: Record<string, string> }
  | { status: number; raw: string }
  | { networkError: true }
  | { hang: true };

/**
 * A fetch that answers from a function, for testing the client without a server. Requests are
 * recorded; `hang` never answers (for timeouts), `networkError` rejects like an offline fetch.
 */
export function createFakeBackend(answer: (request: FakeRequest) => FakeReply | Promise<FakeReply>) {
  const requests: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      url: String(input),
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const reply = await answer(request);
    if ('networkError' in reply) throw new TypeError('Failed to fetch');
    if ('hang' in reply) {
      return new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if ('raw' in reply) return new Response(reply.raw, { status: reply.status });
    if ('error' in reply) {
      return Response.json(errorEnvelope(reply.error.code, reply.error.message), { status: reply.status, ...(reply.headers ? { headers: reply.headers } : {}) });
    }
    return Response.json(okEnvelope(reply.data), { status: reply.status ?? 200 });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => void values.set(key, value),
    remove: (key: string) => void values.delete(key),
  };
}
