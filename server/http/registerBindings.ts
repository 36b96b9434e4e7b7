import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { AnyEndpoint } from '../../src/contract';
import { noBody, okEnvelope, routePath } from '../../src/contract';
import { authenticateMachine } from '../auth/machineKeys';
import { authenticateAdmin, authenticateSeller } from '../auth/principals';
import type { AppDeps } from '../deps';
import { asSeller } from '../marketplace/sellerScope';
import { invalidInput } from './appError';
import type { RouteBinding } from './bind';
import { compressedJson } from './compress';
import { describeZodError, type InputPart } from './describeZodError';
import { applyOnce, idempotencyKeyOf, requestFingerprint } from './idempotency';
import type { KeyScope } from './idempotencySeal';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry a route answers; the contract test reads it back. */
    endpoint?: AnyEndpoint;
    /** True when the route's successful replies may be compressed (bind's compress option). */
    compress?: boolean;
  }
}

function parseInput<S extends z.ZodMiniType>(schema: S, value: unknown, part: InputPart): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(describeZodError(result.error, part));
  return result.data;
}

async function resolvePrincipal(deps: AppDeps, request: FastifyRequest, endpoint: AnyEndpoint) {
  if (endpoint.access === 'public') return null;
  if (endpoint.realm === 'admin') return authenticateAdmin(deps, request);
  // A machine key, never a seller's session: a token or cookie sent along opens nothing here.
  if (endpoint.access === 'machine') return authenticateMachine(deps, request, endpoint);
  return authenticateSeller(deps, request, endpoint);
}

/** A public call (a sign-up link) has nobody signed in yet: its keys are kept under the key alone. */
function keyScopeOf(principal: Awaited<ReturnType<typeof resolvePrincipal>>): KeyScope {
  if (principal?.kind === 'seller') return { kind: 'seller', userId: principal.userId };
  if (principal?.kind === 'admin') return { kind: 'admin', adminId: principal.adminId };
  return { kind: 'public' };
}

/** The Folio seller a call works for: marketplace calls inside it use that seller's authorisation. */
function sellerOf(principal: Awaited<ReturnType<typeof resolvePrincipal>>): number | undefined {
  return principal?.kind === 'seller' || principal?.kind === 'machine' ? principal.userId : undefined;
}

/**
 * Registers each binding at its contract method and path. Every request is authenticated, then
 * checked against the contract's schemas; every reply is checked against the reply schema before
 * it leaves, so a server change that breaks the contract fails loudly in tests. A write that takes
 * an Idempotency-Key (the contract says which) and carries one runs at most once, and a repeat
 * answers the first outcome (idempotency.ts); one without it runs as always.
 */
export function registerBindings(app: FastifyInstance, deps: AppDeps, bindings: readonly RouteBinding[]) {
  for (const { endpoint, handler, compress = false, bodyLimit, idempotency = 'transaction' } of bindings) {
    app.route({
      method: endpoint.method,
      url: routePath(endpoint),
      ...(bodyLimit === undefined ? {} : { bodyLimit }),
      config: { endpoint, compress },
      handler: async (request, reply) => {
        const principal = await resolvePrincipal(deps, request, endpoint);
        const key = endpoint.takesIdempotencyKey ? idempotencyKeyOf(request) : undefined;
        const params = parseInput(endpoint.params, request.params, 'path');
        const query = parseInput(endpoint.query, request.query, 'query');
        const body = endpoint.body === noBody ? undefined : parseInput(endpoint.body, request.body, 'body');
        const answer = async (callDeps: AppDeps) =>
          endpoint.reply.parse(
            (await handler({ params, query, body, principal: principal as never, deps: callDeps, request, reply })) ?? null,
          );
        const send = (data: unknown) => (compress ? compressedJson(request, reply, okEnvelope(data)) : okEnvelope(data));
        const run = async () => {
          if (key === undefined || idempotency === 'own') return send(await answer(deps));
          const once = await applyOnce(deps, idempotency, { scope: keyScopeOf(principal), key, fingerprint: requestFingerprint(request) }, answer);
          if (once.replayed) reply.header('Idempotent-Replayed', 'true');
          return send(once.data);
        };
        const seller = sellerOf(principal);
        return seller === undefined ? run() : asSeller(seller, run);
      },
    });
  }
}
