import type { ListingCondition } from '~/contract/lister';
import { CONDITION_LABELS } from '../conditions';

/** The condition as the marketplace writes it on a label, e.g. "Used - Very Good". */
export const conditionText = (condition: ListingCondition) => CONDITION_LABELS[condition] ?? condition;
