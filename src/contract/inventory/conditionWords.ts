import type { ListingCondition } from '../lister/fields';

/** A condition as the marketplace words it on screens, labels, files and slips: "New", "Used - Very Good". */
export const CONDITION_WORDS: Record<ListingCondition, string> = {
  new: 'New',
  used: 'Used',
  collectible: 'Collectible',
  likenew: 'Used - Like New',
  verygood: 'Used - Very Good',
  good: 'Used - Good',
  acceptable: 'Used - Acceptable',
};

/** Stock SKUs come with any condition text the marketplace sends: an unknown one reads as itself. */
const wordFor = (key: string): string | undefined => (CONDITION_WORDS as Record<string, string>)[key];

/** A stock SKU's condition and sub-condition, or a lister item's one condition. */
export function conditionWords(condition: string, subCondition?: string): string {
  if (condition === 'collectible' && subCondition && subCondition !== 'new') return `Collectible - ${wordFor(subCondition)?.replace(/^Used - /, '') ?? subCondition}`;
  if (condition === 'used' && subCondition) return wordFor(subCondition) ?? `Used - ${subCondition}`;
  return wordFor(condition) ?? condition;
}
