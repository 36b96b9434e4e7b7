import { UNSUBSCRIBE_REASONS } from '../../../src/contract';
import { generator, mix32 } from '../../marketplace/deriveBook';
import { FIRST_NAMES, LAST_NAMES } from '../../marketplace/words';
import { addMonths, DAY_MS } from '../../modules/billing/periods';
import type { CustomerSpec, StockSpec, SubscriptionSpec } from './spec';

/**
 * The admin area's customers, derived like the marketplace simulator's books: customer n's whole
 * story comes from a generator seeded by n, so every fresh database holds the same people in the
 * same states (dates counted back from the moment of seeding). About one in eight signed up and
 * never subscribed; most of the rest are active on one to three plans, some with a renewal
 * declined (in grace or frozen) or every plan cancelled with the reason they gave (staff file
 * theirs in seedCustomerCare.ts); a few are affiliates whose links others signed up with, some
 * asked not to be contacted.
 */

export const customerEmail = (n: number) => `customer-${String(n).padStart(4, '0')}@folio.test`;

const PLAN_CODES = ['REPRICER', 'LISTER', 'PRICING_BUNDLE', 'WAREHOUSE_BUNDLE', 'MY_PRICER', 'REPRICER', 'BOOKZY', 'SORTER', 'REIMBURSEMENT', 'BACK_OFFICE_BUNDLE', 'SEND_TO_AMAZON', 'LISTER', 'FEED_BEGGAR', 'INVENTORY_MANAGER'];
const REPRICING_PLANS = new Set(['REPRICER', 'PRICING_BUNDLE']);
const LISTING_PLANS = new Set(['LISTER', 'WAREHOUSE_BUNDLE']);
const COMPANY_WORDS = ['Books', 'Media', 'Book Traders', 'Reads', 'Pages', 'Book Co.', 'Used Books', 'Booksellers'];
const PLACES = [
  ['Portland', 'OR', '97204'], ['Austin', 'TX', '78701'], ['Columbus', 'OH', '43215'], ['Denver', 'CO', '80202'], ['Raleigh', 'NC', '27601'],
  ['Madison', 'WI', '53703'], ['Tucson', 'AZ', '85701'], ['Albany', 'NY', '12207'], ['Boise', 'ID', '83702'], ['Savannah', 'GA', '31401'],
] as const;
const STREETS = ['Harbor Street', 'Maple Avenue', 'Mill Road', 'Church Street', 'Elm Street', 'Station Road', 'River Lane', 'Oak Drive'];
const COMMENTS = ['Sales dropped over the summer.', 'Will come back after the move.', null, null, 'Found it hard to set up the rules.'];

type Random = () => number;
const pick = <T>(list: readonly T[], random: Random): T => list[Math.floor(random() * list.length)]!;
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);
const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);

/** Customer n's own generator: the same n draws the same story. */
const randomFor = (n: number): Random => generator(mix32(Math.imul(n, 0x9e3779b9) ^ 0x5eed));

function stockOf(random: Random): StockSpec {
  const skus = 200 + Math.floor(8000 * random() ** 2);
  const nonBookSkus = Math.round(skus * 0.08 * random() ** 2);
  const books = skus - nonBookSkus;
  return {
    skus,
    nonBookSkus,
    fbaBookSkus: Math.round(books * (0.1 + 0.85 * random())),
    usedBookSkus: Math.round(books * (0.5 + 0.45 * random())),
    globalMinSkus: Math.round(skus * 0.2 * random() ** 2),
  };
}

/** The plans and how each ends, by the customer's state. */
function subscriptionsOf(random: Random, state: string, registeredAt: Date, now: Date): SubscriptionSpec[] {
  const codes = [...new Set(Array.from({ length: 1 + Math.floor(random() ** 2 * 3) }, () => pick(PLAN_CODES, random)))];
  const ageDays = (now.getTime() - registeredAt.getTime()) / DAY_MS;
  return codes.map((planCode, index) => {
    const startedAt = hoursAfter(registeredAt, index === 0 ? 2 : 24 * Math.floor(random() * Math.min(20, ageDays - 1)));
    if (index === 0 && state === 'GRACE') {
      // The renewal due one to six days ago was declined: its start is months before that.
      const dueAt = daysBefore(now, 1 + Math.floor(random() * 6));
      const monthsPaid = Math.max(1, Math.floor((dueAt.getTime() - registeredAt.getTime()) / (31 * DAY_MS)));
      return { planCode, startedAt: addMonths(dueAt, -monthsPaid), ending: { kind: 'DECLINED' as const, monthsPaid } };
    }
    if (index === 0 && state === 'FROZEN') {
      const months = Math.floor((ageDays - 8) / 31);
      return { planCode, startedAt, ending: { kind: 'DECLINED' as const, monthsPaid: 1 + Math.floor(random() * Math.max(1, months - 1)) } };
    }
    if (state === 'CANCELLED') {
      const at = new Date(startedAt.getTime() + (0.15 + 0.8 * random()) * (now.getTime() - startedAt.getTime()));
      return { planCode, startedAt, ending: { kind: 'CANCELLED' as const, at, reason: pick(UNSUBSCRIBE_REASONS, random), comment: pick(COMMENTS, random) } };
    }
    return { planCode, startedAt, ending: { kind: 'RUNNING' as const } };
  });
}

/** Which way a customer's story goes; a recent sign-up has had no renewal to decline. */
function stateOf(random: Random, ageDays: number): string {
  const roll = random();
  if (roll < 0.12) return 'NEW';
  if (roll < 0.55) return 'ACTIVE';
  if (roll < 0.63) return ageDays > 40 ? 'GRACE' : 'ACTIVE';
  if (roll < 0.73) return ageDays > 75 ? 'FROZEN' : 'ACTIVE';
  return 'CANCELLED';
}

export function generateCustomers(count: number, now: Date): CustomerSpec[] {
  const affiliates: string[] = [];
  const customers: CustomerSpec[] = [];
  for (let n = 1; n <= count; n++) {
    const random = randomFor(n);
    const email = customerEmail(n);
    const firstName = pick(FIRST_NAMES, random);
    const lastName = pick(LAST_NAMES, random);
    const ageDays = 1 + Math.floor(545 * random());
    const registeredAt = hoursAfter(daysBefore(now, ageDays), Math.floor(random() * 10));
    const state = stateOf(random, ageDays);
    const subscriptions = state === 'NEW' ? [] : subscriptionsOf(random, state, registeredAt, now);
    const codes = new Set(subscriptions.map((each) => each.planCode));
    const reprices = [...codes].some((code) => REPRICING_PLANS.has(code));
    const stock = reprices ? stockOf(random) : null;
    const lists = [...codes].some((code) => LISTING_PLANS.has(code));
    const [city, usState, zip] = pick(PLACES, random);
    const isAffiliate = random() < 0.06;
    const referredByEmail = affiliates.length > 0 && random() < 0.18 ? pick(affiliates, random) : null;
    customers.push({
      email,
      firstName,
      lastName,
      companyName: random() < 0.75 ? `${lastName} ${pick(COMPANY_WORDS, random)}` : null,
      phone: random() < 0.6 ? `+1${503 + Math.floor(random() * 400)}555${String(1000 + Math.floor(random() * 9000))}` : null,
      addressLine1: `${10 + Math.floor(random() * 890)} ${pick(STREETS, random)}`,
      city,
      state: usState,
      zip,
      registeredAt,
      marketplaceSellerId: stock ? `FOLIO-CUST${n}-${stock.skus}` : null,
      isAffiliate,
      doNotContact: random() < 0.07,
      referralCode: isAffiliate ? `CUST${String(n).padStart(4, '0')}` : null,
      referredByEmail,
      // Customer care files the staff reason for those who cancelled (seedCustomerCare.ts).
      staffUnsubscribeReason: null,
      subscriptions,
      listingSessions: lists ? { fba: Math.floor(random() * 6), fbm: Math.floor(random() * 5) } : { fba: 0, fbm: 0 },
      stock,
    });
    if (isAffiliate) affiliates.push(email);
  }
  return customers;
}
