import { z } from 'zod';
import { TAG_MANAGER_ID_PATTERN } from '../src/contract';
import { DEFAULT_CATALOG_SIZE, MAX_CATALOG_SIZE } from './marketplace/simulator';
import { marketplaceConfigOf, marketplaceEnvSchema, type MarketplaceConfig } from './marketplace/spApi/spApiConfig';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Environment variables; a wrong value stops the server with a message naming it. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  FOLIO_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  FOLIO_DIST_DIR: z.string().default('./dist'),
  FOLIO_PUBLIC_URL: z.url().optional(),
  FOLIO_ACCESS_TOKEN_TTL: seconds(15 * 60),
  FOLIO_REFRESH_TOKEN_TTL: seconds(30 * 24 * 60 * 60),
  FOLIO_ADMIN_TOKEN_TTL: seconds(8 * 60 * 60),
  FOLIO_REFRESH_GRACE: z.coerce.number().int().min(0).max(300).default(20),
  FOLIO_TAG_MANAGER_ID: z
    .string()
    .regex(TAG_MANAGER_ID_PATTERN, 'must be GTM- or G- followed by capitals or digits')
    .optional(),
  FOLIO_TRUST_PROXY: z.stringbool().default(false),
  FOLIO_MAIL_DIR: z.string().optional(),
  FOLIO_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
  FOLIO_CATALOG_SIZE: z.coerce.number().int().min(1).max(MAX_CATALOG_SIZE).default(DEFAULT_CATALOG_SIZE),
  FOLIO_WORKERS: z.enum(['0', '1']).default('1'),
  FOLIO_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  FOLIO_METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters, e.g. from `openssl rand -hex 24`').optional(),
  FOLIO_METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  FOLIO_CREDENTIALS_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 bytes), e.g. from `openssl rand -hex 32`')
    .optional(),
}).extend(marketplaceEnvSchema.shape);

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  distDir: string;
  /** Base of the links in e-mails. */
  publicUrl: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Seconds after a refresh in which the same refresh token gets the same new pair again (a lost reply). */
  refreshGraceSeconds: number;
  adminTokenTtlSeconds: number;
  tagManagerId: string | undefined;
  trustProxy: boolean;
  /** Also write each e-mail as a text file here (there is no mail server to send through). */
  mailDir: string | undefined;
  logLevel: string;
  /** Sign-in attempts allowed per client address in a 15-minute window, whatever address they name. */
  loginLimitPerIp: number;
  /**
   * Sign-in throttling per (address typed, client address), server/auth/signInThrottle.ts: failures
   * without a wait, the wait after the next one (doubling with each further failure) and its cap.
   */
  loginFreeFailures: number;
  loginFirstDelaySeconds: number;
  loginMaxDelaySeconds: number;
  /** Failures for one address from all clients within 15 minutes after which every client gets one free failure. */
  loginAddressAlarm: number;
  /** Sign-up, password and registration-link forms allowed per client address in 15 minutes. */
  publicFormLimitPerIp: number;
  /** Books in the simulated marketplace's catalog snapshot; end-to-end tests may pick fewer. */
  catalogSize: number;
  /** Work queued jobs in this process (server/jobs); off for web-only instances on PostgreSQL. */
  workers: boolean;
  /**
   * On SIGTERM, seconds an instance keeps serving after /ready says 503, so the load balancer's
   * checks notice before it stops listening (server/ops/shutdown.ts). 0 by default: alone, or restarted
   * by `npm run dev`, nobody is there to notice. SIGINT (Ctrl-C) never waits.
   */
  drainSeconds: number;
  /** The bearer token a Prometheus scrape of /metrics sends; without it /metrics is off (server/ops/metrics.ts). */
  metricsToken: string | undefined;
  /** A worker process's port for /metrics and /health (it has no web server otherwise). */
  metricsPort: number | undefined;
  /**
   * 64 hex digits: the key that seals marketplace credentials in the database. Without it, one is
   * made once and kept in the database (server_keys), which a copy of the database then opens too.
   */
  credentialsKey: string | undefined;
  /** The simulator, or the Selling Partner API with the application's credentials (FOLIO_MARKETPLACE). */
  marketplace: MarketplaceConfig;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.FOLIO_WORKERS === '0' && !e.DATABASE_URL) {
    throw new Error('Invalid environment: FOLIO_WORKERS: 0 needs DATABASE_URL (no other process can open the PGlite folder to work the jobs)');
  }
  const marketplace = marketplaceConfigOf(e);
  if ('problems' in marketplace) throw new Error(`Invalid environment: ${marketplace.problems.join('; ')}`);
  return {
    ...defaultConfig(),
    port: e.PORT,
    host: e.HOST,
    dataDir: e.FOLIO_DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    distDir: e.FOLIO_DIST_DIR,
    publicUrl: e.FOLIO_PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    accessTokenTtlSeconds: e.FOLIO_ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: e.FOLIO_REFRESH_TOKEN_TTL,
    refreshGraceSeconds: e.FOLIO_REFRESH_GRACE,
    adminTokenTtlSeconds: e.FOLIO_ADMIN_TOKEN_TTL,
    tagManagerId: e.FOLIO_TAG_MANAGER_ID,
    trustProxy: e.FOLIO_TRUST_PROXY,
    mailDir: e.FOLIO_MAIL_DIR,
    logLevel: e.FOLIO_LOG_LEVEL,
    catalogSize: e.FOLIO_CATALOG_SIZE,
    workers: e.FOLIO_WORKERS === '1',
    drainSeconds: e.FOLIO_DRAIN_SECONDS,
    metricsToken: e.FOLIO_METRICS_TOKEN,
    metricsPort: e.FOLIO_METRICS_PORT,
    credentialsKey: e.FOLIO_CREDENTIALS_KEY,
    marketplace,
  };
}

/** The configuration with every default, as tests start from. */
export function defaultConfig(): AppConfig {
  return {
    port: 8080,
    host: '127.0.0.1',
    dataDir: './data',
    databaseUrl: undefined,
    distDir: './dist',
    publicUrl: 'http://localhost:8080',
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
    refreshGraceSeconds: 20,
    adminTokenTtlSeconds: 8 * 60 * 60,
    tagManagerId: undefined,
    trustProxy: false,
    mailDir: undefined,
    logLevel: 'info',
    loginLimitPerIp: 100,
    loginFreeFailures: 5,
    loginFirstDelaySeconds: 1,
    loginMaxDelaySeconds: 15 * 60,
    loginAddressAlarm: 30,
    publicFormLimitPerIp: 30,
    catalogSize: DEFAULT_CATALOG_SIZE,
    workers: true,
    drainSeconds: 0,
    metricsToken: undefined,
    metricsPort: undefined,
    credentialsKey: undefined,
    marketplace: { kind: 'simulator' },
  };
}
