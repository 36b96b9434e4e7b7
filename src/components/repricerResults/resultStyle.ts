import type { ResultState } from '~/contract';

/** One colour per result state, the same on the chart, the badges and the filters. */
export const STATE_COLORS: Record<ResultState, string> = {
  SUCCESSFUL: 'green',
  PAUSED: 'yellow',
  BOUNDED: 'blue',
  NO_RULE_MATCH: 'gray',
  NO_OFFERS: 'orange',
  INTERNAL_ERROR: 'red',
};
