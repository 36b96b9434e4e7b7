import { describe, expect, it } from 'vitest';
import { GRACE_PERIOD_DAYS } from '../../../src/contract';
import { DAY_MS } from '../../modules/billing/periods';
import { SEEDED_CUSTOMERS } from '../seedCustomers';
import { generateCustomers } from './generate';
import type { CustomerSpec } from './spec';

/** The admin area's seeded customers (generate.ts): the same people every time, in every state staff meet. */

const NOW = new Date('2026-11-28T12:00:00Z');
const customers = generateCustomers(SEEDED_CUSTOMERS, NOW);

const count = (test: (customer: CustomerSpec) => boolean) => customers.filter(test).length;
const endings = (customer: CustomerSpec) => customer.subscriptions.map((subscription) => subscription.ending);
const declinedDaysAgo = (customer: CustomerSpec) =>
  customer.subscriptions
    .filter((subscription) => subscription.ending.kind === 'DECLINED')
    .map((subscription) => {
      const monthsPaid = (subscription.ending as { monthsPaid: number }).monthsPaid;
      const due = new Date(subscription.startedAt);
      due.setUTCMonth(due.getUTCMonth() + monthsPaid);
      return (NOW.getTime() - due.getTime()) / DAY_MS;
    });

describe('the seeded customers', () => {
  it('are the same people in the same states on every fresh database', () => {
    expect(generateCustomers(SEEDED_CUSTOMERS, NOW)).toEqual(customers);
    expect(new Set(customers.map((customer) => customer.email)).size).toBe(SEEDED_CUSTOMERS);
  });

  it('hold every state staff meet: new, active, a renewal in its grace period, frozen, cancelled with a reason', () => {
    const figures = {
      neverSubscribed: count((customer) => customer.subscriptions.length === 0),
      active: count((customer) => endings(customer).some((ending) => ending.kind === 'RUNNING')),
      inGrace: count((customer) => declinedDaysAgo(customer).some((days) => days < GRACE_PERIOD_DAYS)),
      frozen: count((customer) => declinedDaysAgo(customer).some((days) => days >= GRACE_PERIOD_DAYS)),
      cancelledWithReason: count((customer) => endings(customer).some((ending) => ending.kind === 'CANCELLED' && ending.reason !== undefined)),
    };
    for (const [state, sellers] of Object.entries(figures)) expect(sellers, state).toBeGreaterThanOrEqual(10);
    expect(figures.active).toBeGreaterThan(SEEDED_CUSTOMERS / 3);
  });

  it('include affiliates with sellers who signed up through them, sellers not to contact, several plans, stock figures and listing sessions', () => {
    const emails = new Set(customers.map((customer) => customer.email));
    const affiliates = new Set(customers.filter((customer) => customer.isAffiliate).map((customer) => customer.email));
    const referred = customers.filter((customer) => customer.referredByEmail !== null);
    expect(affiliates.size).toBeGreaterThanOrEqual(5);
    expect(referred.length).toBeGreaterThanOrEqual(5);
    for (const customer of referred) expect(affiliates.has(customer.referredByEmail!) && emails.has(customer.referredByEmail!)).toBe(true);
    expect(count((customer) => customer.doNotContact)).toBeGreaterThanOrEqual(5);
    expect(count((customer) => customer.subscriptions.length >= 2)).toBeGreaterThanOrEqual(10);
    expect(count((customer) => customer.stock !== null)).toBeGreaterThanOrEqual(20);
    expect(count((customer) => customer.listingSessions.fba >= 2)).toBeGreaterThanOrEqual(5);
  });
});
