import { sql } from 'drizzle-orm';
import pg from 'pg';
import { driverClientOf } from '../db/database';
import type { devices } from '../db/schema';
import type { AppDeps } from '../deps';
import { hashToken } from './tokens';

/** The seller's account as every call may need it; the password hash stays in the database. */
export interface SellerAccount {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  hideSalesData: boolean;
  internalUser: boolean;
  disabledAt: Date | null;
}

export interface ProductRow {
  product: string;
  status: string;
  /** Set by billing: a cancelled subscription's products stay usable to the end of the month paid for. */
  usable: boolean;
}

/** An active informal prompt (spec 3.1), as GET user lists it. */
export interface PromptRow {
  id: number;
  type: string;
  status: string;
  product: string;
  freezeDate: string;
}

export type DeviceRow = Pick<typeof devices.$inferSelect, 'id' | 'deviceType' | 'deviceName' | 'createdAt' | 'lastSeenAt'>;

/** A session staff opened as the seller (admin area, login as user): who, and when it ends. */
export interface Impersonation {
  adminId: number;
  staffName: string;
  staffEmail: string;
  endsAt: Date | null;
}

export interface SellerContext {
  sessionId: string;
  /** Null for the seller's own sign-ins. */
  impersonation: Impersonation | null;
  account: SellerAccount;
  products: ProductRow[];
  /** Active prompts, oldest freeze date first: GET user needs them, and a second query cost it a third of its speed. */
  prompts: PromptRow[];
  /** The device asked for, when it exists and belongs to this seller. */
  device: DeviceRow | null;
}

/** A row of seller_context() as JSON: timestamps as text, its two lists as arrays (or, from PGlite, perhaps all as text). */
interface ContextRow {
  session_id: string;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  hide_sales_data: boolean;
  internal_user: boolean;
  disabled_at: string | Date | null;
  products: ProductRow[] | string;
  prompts: PromptRow[] | string;
  device_id: string | null;
  device_type: string | null;
  device_name: string | null;
  device_created_at: string | Date | null;
  device_last_seen_at: string | Date | null;
  impersonator_admin_id: number | null;
  impersonator_name: string | null;
  impersonator_email: string | null;
  session_expires_at: string | Date | null;
}

/** node-postgres parses json columns; PGlite may hand them on as text. */
const fromJson = <T>(value: T[] | string): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * Everything the auth path needs in one query: the live access token, its session and account,
 * the account's products, and the device the call names (null for none). Every seller call runs
 * this first, so it is one round trip rather than one per check (the PGlite driver runs queries
 * one at a time). It is the database function seller_context (migration 0003), whose plan each
 * connection makes once: planned on every call, the join cost about twice as much. On PostgreSQL
 * the call is also a named statement, which each pooled connection parses once: parsing
 * `select * from seller_context(…)` on every call cost the server a fifth of the auth query's time
 * (GET /api/user 2,540 -> 3,100 req/s at 20 connections, `npm run bench -- --only api`). The row
 * comes back as one JSON value rather than twenty columns: node-postgres then runs one parser,
 * not twenty, dates among them (about 10% more calls a second).
 */
export async function loadSellerContext(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
  deviceId: string | null,
): Promise<SellerContext | undefined> {
  // Both drivers answer { rows }; the shared Database type leaves the result shape open.
  const values = [hashToken(token), deviceId, deps.clock().toISOString()];
  const client = driverClientOf(deps.db);
  const result = (
    client instanceof pg.Pool
      ? await client.query({ name: 'seller_context_json', text: 'select row_to_json(c) as context from seller_context($1, $2, $3) c', values })
      : await deps.db.execute(sql`select row_to_json(c) as context from seller_context(${values[0]}, ${values[1]}, ${values[2]}) c`)
  ) as { rows: { context: ContextRow | string }[] };
  const context = result.rows[0]?.context;
  if (context === undefined) return undefined;
  const row = typeof context === 'string' ? (JSON.parse(context) as ContextRow) : context;
  return {
    sessionId: row.session_id,
    impersonation:
      row.impersonator_admin_id === null
        ? null
        : {
            adminId: row.impersonator_admin_id,
            staffName: row.impersonator_name!,
            staffEmail: row.impersonator_email!,
            endsAt: row.session_expires_at === null ? null : toDate(row.session_expires_at),
          },
    account: {
      id: row.user_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      companyName: row.company_name,
      hideSalesData: row.hide_sales_data,
      internalUser: row.internal_user,
      disabledAt: row.disabled_at === null ? null : toDate(row.disabled_at),
    },
    products: fromJson(row.products),
    prompts: fromJson(row.prompts),
    device:
      row.device_id === null
        ? null
        : {
            id: row.device_id,
            deviceType: row.device_type!,
            deviceName: row.device_name!,
            createdAt: toDate(row.device_created_at!),
            lastSeenAt: toDate(row.device_last_seen_at!),
          },
  };
}
