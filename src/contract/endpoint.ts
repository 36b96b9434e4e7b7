import { z } from 'zod/mini';
import type { ProductKey } from './products';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Seller calls live under /api, admin calls under /admin (spec 7). */
export type Realm = 'seller' | 'admin';
export const REALM_BASE: Record<Realm, string> = { seller: '/api', admin: '/admin' };

/**
 * Who may call an endpoint.
 * - public: anyone (sign-in and sign-up pages, token refresh).
 * - session: a valid token of the realm; seller calls made before the device exists.
 * - device: seller only; a valid token plus a registered X-Device-Id (every other seller call).
 * - machine: seller realm, no session: a machine key the seller made (the sorter's controller).
 */
export type Access = 'public' | 'session' | 'device' | 'machine';

export const noParams = z.object({});
export const noQuery = z.object({});
export const noBody = z.undefined();
export const noData = z.null();

export interface Endpoint<
  TRealm extends Realm = Realm,
  TAccess extends Access = Access,
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly realm: TRealm;
  readonly access: TAccess;
  readonly method: HttpMethod;
  /** Relative to the realm base, fastify style: `user/note/:id`. */
  readonly path: string;
  readonly summary: string;
  /** Seller products that must all be usable (spec 2.1); the server refuses the call otherwise. */
  readonly products: readonly ProductKey[];
  /** Seller products of which at least one must be usable: a call that two products share. */
  readonly anyOfProducts: readonly ProductKey[];
  /**
   * The call takes an Idempotency-Key: a repeat with the same key answers the first outcome and
   * changes nothing more. Every write made in a session does (a seller's, or staff's in the admin
   * area); a public write opts in (the sign-up forms and links); machine calls do not.
   */
  readonly takesIdempotencyKey: boolean;
  /**
   * Only the seller themselves may make this call: a session staff opened as the seller (login as
   * user) is refused it. The password, cards and machine keys.
   */
  readonly ownerOnly: boolean;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly reply: R;
}

export type AnyEndpoint = Endpoint<Realm, Access, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType>;

interface EndpointDefinition<TAccess extends Access, P, Q, B, R> {
  method: HttpMethod;
  path: string;
  summary: string;
  access?: TAccess;
  products?: readonly ProductKey[];
  anyOfProducts?: readonly ProductKey[];
  /** A public write that takes an Idempotency-Key (see Endpoint); every signed-in write takes one. */
  idempotent?: boolean;
  /** Refused to a session staff opened as the seller (see Endpoint). */
  ownerOnly?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  reply?: R;
}

function endpointFactory<TRealm extends Realm, TDefaultAccess extends Access>(
  realm: TRealm,
  defaultAccess: TDefaultAccess,
) {
  return function define<
    const TAccess extends Access = TDefaultAccess,
    P extends z.ZodMiniType = typeof noParams,
    Q extends z.ZodMiniType = typeof noQuery,
    B extends z.ZodMiniType = typeof noBody,
    R extends z.ZodMiniType = typeof noData,
  >(definition: EndpointDefinition<TAccess, P, Q, B, R>): Endpoint<TRealm, TAccess, P, Q, B, R> {
    const access = definition.access ?? (defaultAccess as Access as TAccess);
    const write = definition.method !== 'GET';
    return {
      realm,
      access,
      method: definition.method,
      path: definition.path,
      summary: definition.summary,
      products: definition.products ?? [],
      anyOfProducts: definition.anyOfProducts ?? [],
      takesIdempotencyKey:
        write &&
        (realm === 'seller'
          ? access === 'session' || access === 'device' || (access === 'public' && definition.idempotent === true)
          : access !== 'public' || definition.idempotent === true),
      ownerOnly: definition.ownerOnly ?? false,
      params: definition.params ?? (noParams as unknown as P),
      query: definition.query ?? (noQuery as unknown as Q),
      body: definition.body ?? (noBody as unknown as B),
      reply: definition.reply ?? (noData as unknown as R),
    };
  };
}

export const sellerEndpoint = endpointFactory('seller', 'device');
/** Admin calls have no device: 'session' means a valid admin token. */
export const adminEndpoint = endpointFactory('admin', 'session');

/** The full URL path of an endpoint as the server registers it: `/api/user/note/:id`. */
export function routePath(endpoint: Pick<AnyEndpoint, 'realm' | 'path'>): string {
  return `${REALM_BASE[endpoint.realm]}/${endpoint.path}`;
}

/** The `:name` segments of an endpoint path, in order. */
export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** Fills `:name` segments with URL-encoded values. */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? encodeURIComponent(String(params[segment.slice(1)])) : segment,
    )
    .join('/');
}

export type ParamsOf<E extends AnyEndpoint> = z.input<E['params']>;
export type QueryOf<E extends AnyEndpoint> = z.input<E['query']>;
export type BodyOf<E extends AnyEndpoint> = z.input<E['body']>;
export type ReplyOf<E extends AnyEndpoint> = z.output<E['reply']>;

/** An empty object fits where nothing is required: no path params, or only optional query fields. */
type NothingRequired<T> = Record<never, never> extends T ? true : false;

/** What a caller passes: params when the path has any, query when declared, body when declared. */
export type CallInput<E extends AnyEndpoint> = (NothingRequired<ParamsOf<E>> extends true
  ? { params?: ParamsOf<E> }
  : { params: ParamsOf<E> }) &
  (NothingRequired<QueryOf<E>> extends true ? { query?: QueryOf<E> } : { query: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> });
