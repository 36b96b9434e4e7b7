import { randomBytes } from 'node:crypto';
import { SORTER_KEY_HEADER, type SorterRuleInput } from '../../src/contract';
import { hashMachineKey } from '../auth/machineKeys';
import { machineKeyPrefix } from '../modules/sorter/machineKeysService';
import type { Database } from '../db/database';
import { sorterMachineKeys, sorterRules, sorterSections, sorterSettings } from '../db/schema';

/**
 * Sorter fixtures written straight to the tables, for the decision and analytics tests: a machine
 * key in the shared format ('fsk_' + base64url of 32 random bytes; prefix its first 12
 * characters; only its SHA-256 stored), and sections with their rules in order.
 */

export async function insertMachineKey(db: Database, userId: number, options: { name?: string; revokedAt?: Date } = {}) {
  const secret = `fsk_${randomBytes(32).toString('base64url')}`;
  const [key] = await db
    .insert(sorterMachineKeys)
    .values({ userId, name: options.name ?? 'Conveyor', prefix: machineKeyPrefix(secret), keyHash: hashMachineKey(secret), revokedAt: options.revokedAt ?? null })
    .returning({ id: sorterMachineKeys.id });
  return { id: key!.id, secret };
}

/** A rule sending books to `gate`: FBA by buy box with no limit, but the `limits` given. */
export const sorterRule = (name: string, gate: SorterRuleInput['gate'], limits: Partial<SorterRuleInput> = {}): SorterRuleInput => ({
  name,
  gate,
  channel: 'FBA',
  priceSource: 'BUY_BOX',
  minProfit: null,
  maxSalesRank: null,
  maxOffers: null,
  minPrice: null,
  ...limits,
});

/** The headers of a machine call signed with this key. */
export const machineHeaders = (secret: string) => ({ [SORTER_KEY_HEADER]: secret });

export async function insertSection(db: Database, userId: number, rules: SorterRuleInput[], options: { active?: boolean; name?: string } = {}) {
  const [section] = await db
    .insert(sorterSections)
    .values({ userId, name: options.name ?? 'Main', active: options.active ?? true })
    .returning({ id: sorterSections.id });
  const inserted = rules.length === 0
    ? []
    : await db
        .insert(sorterRules)
        .values(rules.map((rule, position) => ({ sectionId: section!.id, position, ...rule })))
        .returning({ id: sorterRules.id });
  return { id: section!.id, ruleIds: inserted.map((rule) => rule.id) };
}

export async function saveSorterSettings(db: Database, userId: number, settings: { buyCost: number; inboundCost: number; timeoutMs: number; soundOn: boolean }) {
  await db.insert(sorterSettings).values({ userId, ...settings }).onConflictDoUpdate({ target: sorterSettings.userId, set: settings });
}
