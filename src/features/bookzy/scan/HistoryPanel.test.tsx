import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { folioDatabase } from '~/offline/db';
import { addHistoryEntry } from '~/offline/searchHistory';
import type { NewSearchHistoryEntry } from '~/offline/searchHistoryEntry';
import { render } from '~/testing/render';
import { HistoryPanel } from './HistoryPanel';

afterEach(() => folioDatabase().searchHistory.clear());

const scan = (n: number, rest: Partial<NewSearchHistoryEntry>): NewSearchHistoryEntry => ({
  deviceId: 'helper',
  isbn: `978000000${String(n).padStart(4, '0')}`,
  date: 1_000 + n,
  status: 'REJECTED',
  triggerName: null,
  triggerColorCode: null,
  sr: 2_100_000,
  profit: 120,
  sq: 27,
  title: 'A Rejected Title',
  source: 'online',
  soundEvent: 'reject',
  ...rest,
});

async function seed() {
  await addHistoryEntry(scan(1, {}));
  await addHistoryEntry(scan(2, { status: 'ACCEPTED', triggerName: 'FBA keeper', triggerColorCode: '#2f9e44', title: 'An Accepted Title', sr: 45_000, profit: 712, sq: 8 }));
}

describe('HistoryPanel', () => {
  it('on a hidden-mode device lists each scan as accept or reject only: no title, rank, offers, profit or trigger', async () => {
    await seed();
    render(<HistoryPanel deviceId="helper" hidden />);
    const rows = await screen.findAllByTestId('history-row');
    expect(rows.map((row) => within(row).getByText(/^(ACCEPT|REJECT)$/).textContent)).toEqual(['ACCEPT', 'REJECT']);
    const table = screen.getByTestId('history-table');
    for (const secret of ['Title', 'FBA keeper', 'Rank', 'offers', '$', '45,000', '2,100,000']) expect(table).not.toHaveTextContent(secret);
    // The ISBN and time stay: the helper scanned the book and may need to find it again.
    expect(rows[0]).toHaveTextContent('9780000000002');
  }, 15_000);

  it('shows the full figures on a device that is not hidden', async () => {
    await seed();
    render(<HistoryPanel deviceId="helper" hidden={false} />);
    const [accepted] = await screen.findAllByTestId('history-row');
    expect(accepted).toHaveTextContent('FBA keeper');
    expect(accepted).toHaveTextContent('An Accepted Title');
    expect(accepted).toHaveTextContent('Rank 45,000 · 8 offers');
    expect(accepted).toHaveTextContent('$7.12');
  }, 15_000);
});
