import type { ListingCondition } from '~/contract/lister';

/** How the marketplace names each condition, on screen and on item labels. */
export const CONDITION_LABELS: Record<ListingCondition, string> = {
  new: 'New',
  used: 'Used',
  collectible: 'Collectible',
  likenew: 'Used - Like New',
  verygood: 'Used - Very Good',
  good: 'Used - Good',
  acceptable: 'Used - Acceptable',
};

export const CONDITION_OPTIONS = Object.entries(CONDITION_LABELS).map(([value, label]) => ({ value, label }));
