import type { GroupType, RepricerSettings, Section } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { adoptedSnapshots, sellerGroups } from './groups';
import { engineSettings } from './settingsService';

/**
 * What a repricing run needs from the seller's setup: the global settings with the exclusions, and
 * the section of each active group (the adopted snapshot where the group follows a strategy).
 * SKUs of an inactive group are left out of the run.
 */
export async function runInputs(db: Executor, userId: number): Promise<{ settings: RepricerSettings; sections: Partial<Record<GroupType, Section>> }> {
  const groups = (await sellerGroups(db, userId)).filter((group) => group.active);
  const adopted = await adoptedSnapshots(db, groups);
  const sections = Object.fromEntries(groups.map((group) => [group.groupType, adopted.get(group.id)?.section ?? group.section]));
  return { settings: await engineSettings(db, userId), sections };
}
