import type { AppConfig } from '../config';

/**
 * Per-address limits high enough that a suite's own calls never trip them: a test server hears
 * every simulated seller from one address. Rate-limit tests lower them again.
 */
export const TEST_LIMITS: Partial<AppConfig> = {
  loginLimitPerIp: 10_000,
  loginFreeFailures: 1000,
  loginAddressAlarm: 10_000,
  publicFormLimitPerIp: 10_000,
};
