import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { Access, AnyEndpoint, Realm } from '../../src/contract';
import type { MachinePrincipal } from '../auth/machineKeys';
import type { AdminPrincipal, SellerDevicePrincipal, SellerPrincipal } from '../auth/principals';
import type { AppDeps } from '../deps';
import type { IdempotencyMode } from './idempotency';

type PrincipalFor<TRealm extends Realm, TAccess extends Access> = TAccess extends 'public'
  ? null
  : TRealm extends 'admin'
    ? AdminPrincipal
    : TAccess extends 'device'
      ? SellerDevicePrincipal
      : TAccess extends 'machine'
        ? MachinePrincipal
        : SellerPrincipal;

export interface HandlerContext<E extends AnyEndpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  principal: PrincipalFor<E['realm'], E['access']>;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends AnyEndpoint> = (context: HandlerContext<E>) => Promise<z.input<E['reply']>>;

export interface BindOptions {
  /**
   * Compress the successful reply with br or gzip when the client accepts it (compress.ts). Only for
   * replies that hold no secret, or no attacker-reflected input next to one (BREACH): large public
   * data such as the catalog snapshot. Every other reply stays uncompressed.
   */
  compress?: boolean;
  /**
   * The largest body this route reads, in bytes, when its contract allows more than the app's 1 MiB
   * (a whole configuration file). Every other route keeps the app's limit.
   */
  bodyLimit?: number;
  /**
   * How a repeat of this write under one Idempotency-Key is kept to the first (idempotency.ts):
   * 'transaction' (the default) for a handler that only writes through `deps.db`; 'claim' for one
   * that also reaches another connection (the card processor, the mailer), which a transaction
   * could not roll back and which, on PGlite, would wait for it forever.
   */
  idempotency?: IdempotencyMode;
}

/** An endpoint of the contract and the function that answers it. */
export interface RouteBinding extends BindOptions {
  endpoint: AnyEndpoint;
  handler: Handler<AnyEndpoint>;
}

export function bind<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>, options: BindOptions = {}): RouteBinding {
  return { endpoint, handler: handler as unknown as Handler<AnyEndpoint>, ...options };
}
