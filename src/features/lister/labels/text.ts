import type { ListingCondition } from '~/contract/lister';
import { CONDITION_LABELS } from '../conditions';

// The PDF text helpers are shared with the other screens that make PDFs (packing slips).
export { sanitize, truncate, wrapLines } from '~/lib/pdf/text';

/** The condition as the marketplace writes it on a label, e.g. "Used - Very Good". */
export const conditionText = (condition: ListingCondition) => CONDITION_LABELS[condition] ?? condition;
