import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { allEndpoints, pathParamNames, routePath, sellerApi } from '../../src/contract';
import { startTestServer, type TestServer } from '../testing/testServer';
import { compareRoutesWithContract, type RegisteredRoute } from './contractCheck';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('server routes and the contract', () => {
  it('registers every contract entry once, with its own method, path and schemas, and nothing else', () => {
    expect(compareRoutesWithContract(server.app.registeredRoutes, allEndpoints)).toEqual([]);
  });

  it('reports a route whose schema, method or path differs from its contract entry', () => {
    const routes = server.app.registeredRoutes as RegisteredRoute[];
    const login = sellerApi.session.login;
    const tampered = routes.map((route) =>
      route.config?.endpoint === login
        ? { ...route, config: { endpoint: { ...login, body: z.object({ email: z.string() }) } } }
        : route,
    );
    expect(compareRoutesWithContract(tampered, allEndpoints)).toEqual([
      'seller.session.login: the body schema is not the contract\'s',
    ]);

    const moved = routes.map((route) =>
      route.config?.endpoint === login ? { ...route, url: '/api/user/signin' } : route,
    );
    expect(compareRoutesWithContract(moved, allEndpoints)).toEqual([
      'seller.session.login: POST /api/user/login is registered 0 times',
      'POST /api/user/signin is not in the contract',
    ]);

    const wrongMethod = routes.map((route) =>
      route.config?.endpoint === login ? { ...route, method: 'PUT' } : route,
    );
    expect(compareRoutesWithContract(wrongMethod, allEndpoints)).toContain(
      'seller.session.login: POST /api/user/login is registered 0 times',
    );
  });

  it('declares a params schema naming exactly the path parameters of each entry', () => {
    for (const { name, endpoint } of allEndpoints) {
      const declared = Object.keys((endpoint.params as z.ZodMiniObject).shape).sort();
      expect(declared, name).toEqual(pathParamNames(endpoint.path).sort());
    }
  });

  it('keeps the app routes free of /api and /admin paths and entries unique', () => {
    const keys = allEndpoints.map(({ endpoint }) => `${endpoint.method} ${routePath(endpoint)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
