import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import type { AnyEndpoint } from '../../src/contract';
import {
  ADMIN_AUTHORIZATION_HEADER,
  DEVICE_ID_HEADER,
  ErrorCode,
  PRODUCT_LABELS,
} from '../../src/contract';
import { adminTokens, admins, devices } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError, tokenExpired } from '../http/appError';
import { loadSellerContext, type DeviceRow, type Impersonation, type ProductRow, type PromptRow, type SellerAccount } from './sellerContext';
import { hashToken } from './tokens';

export interface SellerPrincipal {
  kind: 'seller';
  userId: number;
  sessionId: string;
  email: string;
  /** Set when staff opened this session as the seller (login as user). */
  impersonation: Impersonation | null;
  /** Read with the token: handlers use these instead of reading the account again. */
  account: SellerAccount;
  products: ProductRow[];
  prompts: PromptRow[];
}
export interface SellerDevicePrincipal extends SellerPrincipal {
  deviceId: string;
  device: DeviceRow;
}
export interface AdminPrincipal {
  kind: 'admin';
  adminId: number;
  email: string;
  tokenHash: string;
}

/** Node lower-cases incoming header names. */
const ADMIN_AUTH_HEADER = ADMIN_AUTHORIZATION_HEADER.toLowerCase();
const DEVICE_HEADER = DEVICE_ID_HEADER.toLowerCase();

/** Device activity is written at most once a minute. */
const LAST_SEEN_GRANULARITY_MS = 60_000;

function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(header.trim());
  return match?.[1];
}

const deviceRemoved = () =>
  new AppError(401, ErrorCode.DEVICE_REMOVED, 'This device was removed from your account.');

const ownerOnly = (staffName: string) =>
  new AppError(
    403,
    ErrorCode.OWNER_ONLY,
    `${staffName} is signed in as this seller from the admin area: the password, cards and machine keys can only be changed by the seller.`,
  );

const deviceIdSchema = z.uuid();

/** The X-Device-Id header: absent, not a device id at all, or a uuid to look up. */
function deviceHeader(request: FastifyRequest): { state: 'absent' | 'malformed' } | { state: 'given'; id: string } {
  const header = request.headers[DEVICE_HEADER];
  if (header === undefined) return { state: 'absent' };
  const parsed = deviceIdSchema.safeParse(header);
  return parsed.success ? { state: 'given', id: parsed.data } : { state: 'malformed' };
}

/**
 * The seller behind a call, with one query (sellerContext.ts). The checks answer in the order a
 * client needs: a dead token (101) before a disabled account (103) before a missing device (400),
 * a removed device (1054) and products the subscription lacks (403). `session` calls (registering
 * the device) need no device; `device` calls need this seller's registered device.
 */
export async function authenticateSeller(
  deps: AppDeps,
  request: FastifyRequest,
  endpoint?: Pick<AnyEndpoint, 'access' | 'products' | 'anyOfProducts' | 'ownerOnly'>,
): Promise<SellerPrincipal | SellerDevicePrincipal> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw tokenExpired();
  const needsDevice = endpoint?.access === 'device';
  const header = needsDevice ? deviceHeader(request) : ({ state: 'absent' } as const);
  const context = await loadSellerContext(deps, token, header.state === 'given' ? header.id : null);
  if (!context) throw tokenExpired();
  const { account } = context;
  if (account.disabledAt) {
    throw new AppError(403, ErrorCode.ACCOUNT_DISABLED, 'This account is disabled. Contact support.');
  }
  const seller: SellerPrincipal = {
    kind: 'seller',
    userId: account.id,
    sessionId: context.sessionId,
    email: account.email,
    impersonation: context.impersonation,
    account,
    products: context.products,
    prompts: context.prompts,
  };
  if (endpoint?.ownerOnly && context.impersonation) throw ownerOnly(context.impersonation.staffName);
  if (!needsDevice) return seller;
  if (header.state === 'absent') {
    throw new AppError(400, ErrorCode.DEVICE_REQUIRED, 'This browser is not registered as a device yet.');
  }
  if (!context.device) throw deviceRemoved();
  requireProducts(context.products, endpoint);
  return { ...seller, deviceId: context.device.id, device: await noteDeviceSeen(deps, context.device) };
}

/** Device activity is written at most once a minute, not on every call. */
async function noteDeviceSeen(deps: AppDeps, device: DeviceRow): Promise<DeviceRow> {
  const now = deps.clock();
  if (now.getTime() - device.lastSeenAt.getTime() <= LAST_SEEN_GRANULARITY_MS) return device;
  await deps.db
    .update(devices)
    .set({ lastSeenAt: now })
    .where(and(eq(devices.id, device.id), lt(devices.lastSeenAt, now)));
  return { ...device, lastSeenAt: now };
}

/** Refuses (109) a call whose products the seller's subscription does not make usable. */
/** Spec 2.1: every product the call needs must be usable, and one at least of those it shares. */
export function requireProducts(rows: ProductRow[], endpoint: Pick<AnyEndpoint, 'products' | 'anyOfProducts'>) {
  const usable = new Set(rows.filter((row) => row.usable).map((row) => row.product));
  const missing = endpoint.products.filter((product) => !usable.has(product));
  if (missing.length > 0) {
    const names = missing.map((product) => PRODUCT_LABELS[product]).join(', ');
    throw new AppError(403, ErrorCode.PRODUCT_NOT_USABLE, `Your subscription does not include ${names}.`);
  }
  const shared = endpoint.anyOfProducts;
  if (shared.length > 0 && !shared.some((product) => usable.has(product))) {
    const names = shared.map((product) => PRODUCT_LABELS[product]).join(' or ');
    throw new AppError(403, ErrorCode.PRODUCT_NOT_USABLE, `Your subscription does not include ${names}.`);
  }
}

export async function authenticateAdmin(deps: AppDeps, request: FastifyRequest): Promise<AdminPrincipal> {
  const token = bearerToken(request.headers[ADMIN_AUTH_HEADER]);
  if (!token) throw tokenExpired();
  const tokenHash = hashToken(token);
  const [row] = await deps.db
    .select({ adminId: admins.id, email: admins.email, disabledAt: admins.disabledAt })
    .from(adminTokens)
    .innerJoin(admins, eq(admins.id, adminTokens.adminId))
    .where(
      and(
        eq(adminTokens.tokenHash, tokenHash),
        gt(adminTokens.expiresAt, deps.clock()),
        isNull(adminTokens.revokedAt),
      ),
    );
  if (!row) throw tokenExpired();
  if (row.disabledAt) {
    throw new AppError(403, ErrorCode.ACCOUNT_DISABLED, 'This staff account is disabled.');
  }
  return { kind: 'admin', adminId: row.adminId, email: row.email, tokenHash };
}
