import type { Page } from 'playwright-core';

/**
 * A seller API call made by the page itself, as the app sends it: its stored token and device id,
 * and the XSRF token from its cookie. Throws with the server's sentence when the call is refused.
 * For end-to-end tests and benches alike (playwright-core's Page is the one both drive).
 */
export async function pageCall<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const reply = await page.evaluate(
    async ({ method, url, body }) => {
      const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          'X-Device-Id': localStorage.getItem('deviceId') ?? '',
          'X-XSRF-TOKEN': decodeURIComponent(xsrf),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as { success: boolean; data: unknown; apiError?: { errorMessage: string } };
    },
    { method, url: `/api/${path}`, body },
  );
  if (!reply.success) throw new Error(`${method} /api/${path}: ${reply.apiError?.errorMessage}`);
  return reply.data as T;
}
