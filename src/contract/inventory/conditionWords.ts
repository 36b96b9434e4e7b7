/** A condition as the marketplace words it on files and slips: "New", "Used - Very Good". */

const WORDS: Record<string, string> = {
  new: 'New',
  used: 'Used',
  collectible: 'Collectible',
  likenew: 'Used - Like New',
  verygood: 'Used - Very Good',
  good: 'Used - Good',
  acceptable: 'Used - Acceptable',
};

/** A stock SKU's condition and sub-condition, or a lister item's one condition. */
export function conditionWords(condition: string, subCondition?: string): string {
  if (condition === 'collectible' && subCondition && subCondition !== 'new') return `Collectible - ${WORDS[subCondition]?.replace(/^Used - /, '') ?? subCondition}`;
  if (condition === 'used' && subCondition) return WORDS[subCondition] ?? `Used - ${subCondition}`;
  return WORDS[condition] ?? condition;
}
