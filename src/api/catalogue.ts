import {
  ADMIN_LOGOUT_DELAY_MS,
  ErrorCode,
  SELLER_LOGOUT_DELAY_MS,
  UNDEFINED_ERROR_MESSAGE,
  type ErrorReport,
  type ToastColor,
} from '~/contract';
import { ApiError, HttpError, NetworkError, TimeoutError, isCallError, referenceOf } from './errors';

/** What the app does about a failed call; the catalogue of spec 8.1 and 8.2, one row each. */
export type ErrorAction =
  | { type: 'toast'; message: string; color: ToastColor }
  | { type: 'alert'; title: string; message: string }
  | { type: 'report'; kind: ErrorReport['kind'] }
  | { type: 'logout'; delayMs: number; removeDevice: boolean }
  | { type: 'errorPage'; errorType: string; message: string };

export const RESTRICTED_ITEM_TITLE = 'RESTRICTED ITEM';
export const ADMIN_REDIRECT_SUFFIX = ' - Redirecting to login page...';

const codeMessage = (error: ApiError) => `${error.message} (Code: ${error.code})`;

/** Anything that is not a recognised call failure goes to the Error page (spec 8.1, last row). */
function unexpected(error: unknown): ErrorAction[] {
  const message = error instanceof Error ? error.message : String(error);
  const errorType = isCallError(error) ? error.kind : error instanceof Error ? error.name : 'unknown';
  const kind = isCallError(error) && error.kind === 'reply-shape' ? 'reply-shape' : 'unhandled';
  return [
    { type: 'report', kind },
    { type: 'errorPage', errorType, message },
  ];
}

export function sellerErrorActions(error: unknown): ErrorAction[] {
  if (error instanceof ApiError) {
    switch (error.code) {
      case ErrorCode.UNDEFINED:
        return [
          { type: 'toast', message: UNDEFINED_ERROR_MESSAGE, color: 'error' },
          { type: 'report', kind: 'api' },
        ];
      case ErrorCode.TOKEN_EXPIRED:
      case ErrorCode.ACCOUNT_DISABLED:
        return [
          { type: 'toast', message: error.message, color: 'error' },
          { type: 'logout', delayMs: SELLER_LOGOUT_DELAY_MS, removeDevice: false },
        ];
      case ErrorCode.DEVICE_REMOVED:
        return [
          { type: 'toast', message: error.message, color: 'error' },
          { type: 'logout', delayMs: SELLER_LOGOUT_DELAY_MS, removeDevice: true },
        ];
      case ErrorCode.ALREADY_APPLIED:
        return [];
      case ErrorCode.RESTRICTED_ITEM:
        return [{ type: 'alert', title: RESTRICTED_ITEM_TITLE, message: error.message }];
      default:
        return [{ type: 'toast', message: codeMessage(error), color: 'error' }];
    }
  }
  if (error instanceof HttpError || error instanceof NetworkError) {
    return [{ type: 'toast', message: error.message, color: 'error' }];
  }
  if (error instanceof TimeoutError) return [{ type: 'report', kind: 'timeout' }];
  return unexpected(error);
}

export function adminErrorActions(error: unknown): ErrorAction[] {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.TOKEN_EXPIRED) {
      return [
        { type: 'toast', message: `${error.message}${ADMIN_REDIRECT_SUFFIX}`, color: 'error' },
        { type: 'logout', delayMs: ADMIN_LOGOUT_DELAY_MS, removeDevice: false },
      ];
    }
    return [{ type: 'toast', message: codeMessage(error), color: 'error' }];
  }
  if (error instanceof HttpError || error instanceof NetworkError) {
    return [{ type: 'toast', message: error.message, color: 'error' }];
  }
  if (error instanceof TimeoutError) return [{ type: 'report', kind: 'timeout' }];
  return unexpected(error);
}

/** Codes that end the session whoever made the call, even a caller that handles its own errors. */
export function endsSession(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    [ErrorCode.TOKEN_EXPIRED, ErrorCode.ACCOUNT_DISABLED, ErrorCode.DEVICE_REMOVED].includes(error.code as never)
  );
}

export interface ErrorEffects {
  /** `reference` is the failed request's id, shown quietly beside the message. */
  toast(message: string, color: ToastColor, reference?: string): void;
  alert(title: string, message: string): void;
  report(error: unknown, kind: ErrorReport['kind']): void;
  logoutAfter(delayMs: number, options: { removeDevice: boolean }): void;
  openErrorPage(page: { type: string; message: string; redirectUrl: string }): void;
  currentUrl(): string;
}

export function applyErrorActions(actions: ErrorAction[], error: unknown, effects: ErrorEffects) {
  for (const action of actions) {
    switch (action.type) {
      case 'toast':
        effects.toast(action.message, action.color, referenceOf(error));
        break;
      case 'alert':
        effects.alert(action.title, action.message);
        break;
      case 'report':
        effects.report(error, action.kind);
        break;
      case 'logout':
        effects.logoutAfter(action.delayMs, { removeDevice: action.removeDevice });
        break;
      case 'errorPage':
        effects.openErrorPage({ type: action.errorType, message: action.message, redirectUrl: effects.currentUrl() });
        break;
    }
  }
}
