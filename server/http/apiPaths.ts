import { REALM_BASE } from '../../src/contract';

/** True for /api and /admin and anything below them; /admin-panel is an app page, not the API. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return Object.values(REALM_BASE).some((base) => path === base || path.startsWith(`${base}/`));
}
