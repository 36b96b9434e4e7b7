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
import { adminTokens, admins, devices, userProducts } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError, tokenExpired } from '../http/appError';
import { findSellerByAccessToken } from './sellerSessions';
import { hashToken } from './tokens';

export interface SellerPrincipal {
  kind: 'seller';
  userId: number;
  sessionId: string;
  email: string;
}
export interface SellerDevicePrincipal extends SellerPrincipal {
  deviceId: string;
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

/** Device activity is written at most once a minute, not on every call. */
const LAST_SEEN_GRANULARITY_MS = 60_000;

function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(header.trim());
  return match?.[1];
}

export async function authenticateSeller(deps: AppDeps, request: FastifyRequest): Promise<SellerPrincipal> {
  const token = bearerToken(request.headers.authorization);
  const owner = token ? await findSellerByAccessToken(deps, token) : undefined;
  if (!owner) throw tokenExpired();
  if (owner.disabled) {
    throw new AppError(403, ErrorCode.ACCOUNT_DISABLED, 'This account is disabled. Contact support.');
  }
  return { kind: 'seller', userId: owner.userId, sessionId: owner.sessionId, email: owner.email };
}

const deviceRemoved = () =>
  new AppError(401, ErrorCode.DEVICE_REMOVED, 'This device was removed from your account.');

export async function requireDevice(
  deps: AppDeps,
  request: FastifyRequest,
  seller: SellerPrincipal,
): Promise<SellerDevicePrincipal> {
  const header = request.headers[DEVICE_HEADER];
  if (header === undefined) {
    throw new AppError(400, ErrorCode.DEVICE_REQUIRED, 'This browser is not registered as a device yet.');
  }
  const deviceId = z.uuid().safeParse(header);
  if (!deviceId.success) throw deviceRemoved();
  const now = deps.clock();
  const [device] = await deps.db
    .select({ id: devices.id, lastSeenAt: devices.lastSeenAt })
    .from(devices)
    .where(and(eq(devices.id, deviceId.data), eq(devices.userId, seller.userId)));
  if (!device) throw deviceRemoved();
  if (now.getTime() - device.lastSeenAt.getTime() > LAST_SEEN_GRANULARITY_MS) {
    await deps.db
      .update(devices)
      .set({ lastSeenAt: now })
      .where(and(eq(devices.id, device.id), lt(devices.lastSeenAt, now)));
  }
  return { ...seller, deviceId: device.id };
}

export async function requireProducts(deps: AppDeps, userId: number, endpoint: AnyEndpoint) {
  if (endpoint.products.length === 0) return;
  const rows = await deps.db
    .select({ product: userProducts.product, status: userProducts.status })
    .from(userProducts)
    .where(eq(userProducts.userId, userId));
  const usable = new Set(rows.filter((row) => row.status === 'ACTIVE').map((row) => row.product));
  const missing = endpoint.products.filter((product) => !usable.has(product));
  if (missing.length > 0) {
    const names = missing.map((product) => PRODUCT_LABELS[product]).join(', ');
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
