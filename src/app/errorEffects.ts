import type { ErrorEffects } from '~/api/catalogue';
import { createLogoutScheduler } from '~/api/logoutScheduler';
import type { Monitor } from '~/lib/monitoring';
import { showAlert } from '~/lib/alerts';
import { showToast } from '~/lib/toast';

interface EffectDeps {
  monitor: Monitor;
  logout(options: { removeDevice: boolean }): void;
  openErrorPage(page: { type: string; message: string; redirectUrl: string }): void;
  currentUrl(): string;
}

/** The catalogue's side effects in the running app: the toast, the alert, reports, logout, pages. */
export function createErrorEffects(deps: EffectDeps): ErrorEffects {
  const scheduler = createLogoutScheduler(deps.logout);
  return {
    toast: showToast,
    alert: showAlert,
    report: (error, kind) => deps.monitor.report(error, kind),
    logoutAfter: (delayMs, options) => scheduler.schedule(delayMs, options),
    openErrorPage: deps.openErrorPage,
    currentUrl: deps.currentUrl,
  };
}
