import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { folioDatabase } from '~/offline/db';
import { addHistoryEntry, useSearchHistory } from '~/offline/searchHistory';
import type { NewSearchHistoryEntry } from '~/offline/searchHistoryEntry';
import { render } from '~/testing/render';
import { JudgedLateNotice } from './JudgedLateNotice';

afterEach(() => folioDatabase().searchHistory.clear());

const judged = (n: number, rest: Partial<NewSearchHistoryEntry>): NewSearchHistoryEntry => ({
  deviceId: 'phone',
  isbn: `978000000${String(n).padStart(4, '0')}`,
  date: 1_000 + n,
  status: 'REJECTED',
  triggerName: null,
  triggerColorCode: null,
  sr: 900_000,
  profit: 50,
  sq: 12,
  title: `Book ${n}`,
  source: 'online',
  soundEvent: 'reject',
  judgedLate: true,
  ...rest,
});

function ScanScreenNotice({ hidden }: { hidden: boolean }) {
  const history = useSearchHistory('phone');
  return <JudgedLateNotice deviceId="phone" history={history} hidden={hidden} />;
}

async function seed() {
  await addHistoryEntry(judged(1, {}));
  await addHistoryEntry(judged(2, { status: 'ACCEPTED', triggerName: 'FBA keeper', triggerColorCode: '#2f9e44', title: 'Worth the trip' }));
  await addHistoryEntry(judged(3, {}));
  await addHistoryEntry(judged(4, { judgedLate: undefined, title: 'Seen on its card' }));
}

describe('JudgedLateNotice', () => {
  it('tells the seller what the kept scans turned out to be, lists the accepted ones, and goes once seen', async () => {
    await seed();
    render(<ScanScreenNotice hidden={false} />);
    const notice = await screen.findByTestId('judged-late');
    expect(notice).toHaveTextContent('3 books judged since you came back online: 1 accepted, 2 rejected.');
    expect(notice).toHaveTextContent('FBA keeper · Worth the trip · 9780000000002');
    expect(notice).not.toHaveTextContent('Seen on its card');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByTestId('judged-late')).not.toBeInTheDocument());
  }, 15_000);

  it('says only accept or reject on a hidden-mode device', async () => {
    await seed();
    render(<ScanScreenNotice hidden />);
    const notice = await screen.findByTestId('judged-late');
    expect(notice).toHaveTextContent('ACCEPT · 9780000000002');
    expect(notice).not.toHaveTextContent('Worth the trip');
    expect(notice).not.toHaveTextContent('FBA keeper');
  }, 15_000);
});
