import {
  ADMIN_AUTHORIZATION_HEADER,
  DEVICE_ID_HEADER,
  REQUEST_TIMEOUT_MS,
  type ErrorReport,
} from '~/contract';
import { adminMonitoringApi, monitoringApi } from '~/contract/monitoring';
import { sessionApi } from '~/contract/session';
import { createMonitor } from '~/lib/monitoring';
import { adminErrorActions, sellerErrorActions, type ErrorEffects } from './catalogue';
import { createApiClient } from './client';
import { createRefresher } from './refresher';
import { performRequest } from './request';
import { createAdminSession } from './session/adminSession';
import { createSellerSession } from './session/sellerSession';
import { readXsrfToken } from './xsrf';

/**
 * The app's two clients (spec 7): sellers under /api with bearer and device headers, staff under
 * /admin with the admin header. The app supplies the side effects of the error catalogue at start.
 */
export const sellerSession = createSellerSession();
export const adminSession = createAdminSession();

const consoleEffects: ErrorEffects = {
  toast: (message) => console.warn(message),
  alert: (title, message) => console.warn(title, message),
  report: (error) => console.error(error),
  logoutAfter: () => undefined,
  openErrorPage: (page) => console.error(page),
  currentUrl: () => (typeof location === 'undefined' ? '/' : location.pathname + location.search),
};
let sellerEffects = consoleEffects;
let adminEffects = consoleEffects;

export function setErrorEffects(effects: { seller: ErrorEffects; admin: ErrorEffects }) {
  sellerEffects = effects.seller;
  adminEffects = effects.admin;
}

/** Options of the calls made outside the clients (no token, no catalogue): reports and refresh. */
const publicRequest = (timeoutMs: number) => ({
  headers: {},
  timeoutMs,
  fetch: (...args: Parameters<typeof fetch>) => globalThis.fetch(...args),
  xsrfToken: readXsrfToken,
});

const sendReport = (realm: 'seller' | 'admin') => (report: ErrorReport) =>
  performRequest(
    realm === 'seller' ? monitoringApi.reportError : adminMonitoringApi.reportError,
    { body: report },
    publicRequest(10_000),
  );

const currentLocation = () => (typeof location === 'undefined' ? '' : location.href);
export const sellerMonitor = createMonitor({ send: sendReport('seller'), location: currentLocation });
export const adminMonitor = createMonitor({ send: sendReport('admin'), location: currentLocation });

const refreshAfterFailure = createRefresher(sellerSession, (refreshToken) =>
  performRequest(sessionApi.refresh, { params: { refreshToken } }, publicRequest(REQUEST_TIMEOUT_MS)) as Promise<{
    token: string;
    refreshToken: string;
  }>,
);

export const sellerClient = createApiClient({
  authHeaders() {
    const headers: Record<string, string> = {};
    const token = sellerSession.token();
    const deviceId = sellerSession.deviceId();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (deviceId) headers[DEVICE_ID_HEADER] = deviceId;
    return headers;
  },
  refresh: { currentToken: () => sellerSession.token(), refreshAfterFailure },
  actionsFor: sellerErrorActions,
  effects: () => sellerEffects,
  trace: (step) => sellerMonitor.addStep(step),
});

export const adminClient = createApiClient({
  authHeaders(): Record<string, string> {
    const token = adminSession.token();
    return token ? { [ADMIN_AUTHORIZATION_HEADER]: `Bearer ${token}` } : {};
  },
  actionsFor: adminErrorActions,
  effects: () => adminEffects,
  trace: (step) => adminMonitor.addStep(step),
});
