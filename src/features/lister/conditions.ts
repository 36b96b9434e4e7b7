import { CONDITION_WORDS } from '~/contract/inventory';

/** The conditions a lister item may take, as the marketplace names them, for its pickers. */
export const CONDITION_OPTIONS = Object.entries(CONDITION_WORDS).map(([value, label]) => ({ value, label }));
