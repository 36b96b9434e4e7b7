import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { FALLBACK_CASES, GATES, type FallbackSettings, type GateMetadata, type SorterSection } from '~/contract/sorter';
import { renderInRouter } from '~/testing/render';

/** The configuration a new seller has: the server's defaults. */
export const defaultGates = (): GateMetadata[] =>
  GATES.map((gate) => ({ gate, tag: '', color: '#1971c2', sound: 'ding', targetType: 'NONE', full: false }));

export const defaultFallbacks = (): FallbackSettings => ({
  typeGateMap: Object.fromEntries(FALLBACK_CASES.map((fallback) => [fallback, 'GATE_11'])) as FallbackSettings['typeGateMap'],
  rejectBreakdown: {},
});

export const section = (changes: Partial<SorterSection> = {}): SorterSection => ({
  id: 7,
  name: 'Weekday sort',
  active: true,
  rules: [],
  updatedAt: '2026-11-27T08:00:00.000Z',
  ...changes,
});

export function renderWithQueries(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { client, ...renderInRouter(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
