import type { ImportSummary, InventoryFileKind } from '~/contract/inventory';
import { formatCount } from '~/lib/numberText';
import { plural } from '~/lib/plural';

/** What a checked or imported file changes, in words: "120 SKUs change: 100 prices, 15 min/max, 5 notes". */
export function changeWords(summary: ImportSummary, kind: InventoryFileKind): string {
  const { changes } = summary;
  if (summary.changed === 0) return `All ${plural(summary.rows, 'row')} already match what Folio holds: nothing to change.`;
  if (kind === 'locations') return `${plural(changes.location, 'location')} ${summary.applied ? 'changed' : 'change'}; ${formatCount(summary.unchanged)} already match.`;
  const parts = [
    changes.price > 0 && plural(changes.price, 'price'),
    changes.bounds > 0 && `${formatCount(changes.bounds)} min/max`,
    changes.note > 0 && plural(changes.note, 'note'),
    changes.location > 0 && plural(changes.location, 'location'),
  ].filter(Boolean);
  return `${plural(summary.changed, 'SKU')} ${summary.applied ? 'changed' : 'change'} (${parts.join(', ')}); ${formatCount(summary.unchanged)} already match.`;
}
