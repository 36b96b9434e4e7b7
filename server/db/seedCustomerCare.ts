import { asc, like } from 'drizzle-orm';
import type { AttributeKind, InteractionKind } from '../../src/contract';
import type { Database } from './database';
import { admins, customerAttributes, customerInteractions, unsubscribeReasons, userCustomerAttributes, users } from './schema';

/**
 * What customer care has on the seeded customers (customer-NNNN@folio.test, seedCustomers.ts, which
 * already gives a few do-not-contact and files a reason for most who cancelled): the four attribute
 * lists, a value of each on most customers, a few more unsubscribe reasons, and a few hundred calls
 * and e-mails. Derived from each customer's number, so every fresh database has the same; does
 * nothing without customers.
 */

const ATTRIBUTE_VALUES: Record<AttributeKind, string[]> = {
  AGENT: ['Maya Torres', 'Sam Okafor', 'Priya Nair', 'Jonas Berg', 'Rita Alvarez'],
  SIMPLE_ADDRESS: ['Northeast', 'Southeast', 'Midwest', 'Southwest', 'West Coast'],
  COMMUNITY: ['Book Flippers group', 'Booksellers forum', 'Library sale circuit', 'Local book fairs'],
  SOURCE: ['Web search', 'Referral', 'Video tutorial', 'Trade show', 'Marketplace forum'],
};

/**
 * Reasons staff file besides those the customers seed already filed (seedCustomers.ts files one
 * for most who cancelled): together about eight.
 */
const MORE_REASONS = ['No reason given', 'Too complicated to set up'];

const TOPICS = [
  ['Renewal question', 'Asked when the next renewal is charged; explained the billing anchor.'],
  ['Repricer setup', 'Walked through min and max prices for the used books group.'],
  ['Failed payment', 'Card declined at renewal; the seller will update the card this week.'],
  ['Lister labels', 'Label printer prints blank labels; sent the printer settings guide.'],
  ['Discount request', 'Asked for a discount for a second year; passed on to billing.'],
  ['Onboarding', 'First call after sign-up: connected the marketplace account together.'],
  ['Cancellation', 'Wants to pause for the off season; explained cancel and resume.'],
  ['Sorter gates', 'Gate 7 rules not matching; reviewed the rules import file.'],
] as const;
const CONTACTS = ['', '', 'Warehouse manager', 'Bookkeeper', 'Co-owner'];
const DAY_MS = 86_400_000;

/** A customer's number from its e-mail, customer-0042@folio.test -> 42. */
const numberOf = (email: string) => Number(/customer-(\d+)@/.exec(email)?.[1] ?? 0);
/** A fixed spread of small numbers per customer and purpose: the customer's number and a salt, mixed (murmur3's finaliser). */
function pick(n: number, salt: number, modulo: number) {
  let hash = Math.imul(n ^ Math.imul(salt, 0x9e3779b9), 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) % modulo;
}

async function seedLists(db: Database) {
  const attributes = await db
    .insert(customerAttributes)
    .values(Object.entries(ATTRIBUTE_VALUES).flatMap(([kind, values]) => values.map((value) => ({ kind: kind as AttributeKind, value }))))
    .returning({ id: customerAttributes.id, kind: customerAttributes.kind });
  await db.insert(unsubscribeReasons).values(MORE_REASONS.map((value) => ({ value }))).onConflictDoNothing();
  return (kind: AttributeKind) => attributes.filter((row) => row.kind === kind).map((row) => row.id);
}

export async function seedCustomerCare(db: Database, now = new Date()) {
  const customers = await db.select({ id: users.id, email: users.email }).from(users).where(like(users.email, 'customer-%@folio.test')).orderBy(asc(users.id));
  if (customers.length === 0) return;
  const ofKind = await seedLists(db);
  const [staff] = await db.select({ id: admins.id }).from(admins).orderBy(asc(admins.id)).limit(1);

  // Most customers have an agent and a source; fewer a region or a community (0 is "none").
  const assignments = customers.flatMap(({ id, email }) =>
    (Object.keys(ATTRIBUTE_VALUES) as AttributeKind[]).flatMap((kind, salt) => {
      const ids = ofKind(kind);
      const slot = pick(numberOf(email), salt + 1, ids.length + 2) - 1;
      return slot < 0 || slot >= ids.length ? [] : [{ userId: id, kind, attributeId: ids[slot]! }];
    }),
  );
  if (assignments.length > 0) await db.insert(userCustomerAttributes).values(assignments);

  const interactions = customers.flatMap(({ id, email }) => {
    const n = numberOf(email);
    return Array.from({ length: pick(n, 7, 3) }, (_, index) => {
      const [topic, text] = TOPICS[pick(n, 11 + index, TOPICS.length)]!;
      return {
        userId: id,
        kind: (pick(n, 13 + index, 3) === 0 ? 'EMAIL' : 'CALL') as InteractionKind,
        happenedAt: new Date(now.getTime() - (pick(n, 17 + index, 120) + 1) * DAY_MS - pick(n, 19 + index, 8) * 3_600_000),
        contact: CONTACTS[pick(n, 23 + index, CONTACTS.length)]!,
        text: `${topic}: ${text}`,
        adminId: staff?.id ?? null,
      };
    });
  });
  // Noted in the order they happened, so the newest noted is the latest call.
  interactions.sort((a, b) => a.happenedAt.getTime() - b.happenedAt.getTime());
  for (let start = 0; start < interactions.length; start += 500) await db.insert(customerInteractions).values(interactions.slice(start, start + 500));
}
