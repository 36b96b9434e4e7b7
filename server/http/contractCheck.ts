import type { AnyEndpoint } from '../../src/contract';
import { routePath } from '../../src/contract';
import { isApiPath } from './apiPaths';

export interface RegisteredRoute {
  method: string | string[];
  url: string;
  config?: { endpoint?: AnyEndpoint } | undefined;
}

const SCHEMA_PARTS = ['params', 'query', 'body', 'reply'] as const;

/**
 * Lists every way the server's API routes and the contract disagree: an entry with no route, a
 * route with no entry, or a route whose method, path or schemas are not the entry's own.
 */
export function compareRoutesWithContract(
  routes: readonly RegisteredRoute[],
  contract: readonly { name: string; endpoint: AnyEndpoint }[],
): string[] {
  const problems: string[] = [];
  const apiRoutes = routes.filter((route) => isApiPath(route.url) && route.method !== 'HEAD');
  for (const { name, endpoint } of contract) {
    const url = routePath(endpoint);
    const matches = apiRoutes.filter((route) => route.url === url && [route.method].flat().includes(endpoint.method));
    if (matches.length !== 1) {
      problems.push(`${name}: ${endpoint.method} ${url} is registered ${matches.length} times`);
      continue;
    }
    const served = matches[0]!.config?.endpoint;
    if (!served) {
      problems.push(`${name}: ${endpoint.method} ${url} does not answer from the contract`);
      continue;
    }
    if (served.method !== endpoint.method || routePath(served) !== url) {
      problems.push(`${name}: the route answers ${served.method} ${routePath(served)}`);
    }
    for (const part of SCHEMA_PARTS) {
      if (served[part] !== endpoint[part]) problems.push(`${name}: the ${part} schema is not the contract's`);
    }
  }
  for (const route of apiRoutes) {
    const known = contract.some(
      ({ endpoint }) => routePath(endpoint) === route.url && [route.method].flat().includes(endpoint.method),
    );
    if (!known) problems.push(`${[route.method].flat().join(',')} ${route.url} is not in the contract`);
  }
  return problems;
}
