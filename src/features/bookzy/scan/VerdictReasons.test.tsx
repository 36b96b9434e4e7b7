import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { folioDatabase } from '~/offline/db';
import { addHistoryEntry } from '~/offline/searchHistory';
import type { NewSearchHistoryEntry } from '~/offline/searchHistoryEntry';
import { render } from '~/testing/render';
import { HistoryPanel } from './HistoryPanel';
import { ScanCard } from './ScanCard';

const rejected: NewSearchHistoryEntry = {
  deviceId: 'helper-phone',
  isbn: '9780203275481',
  date: 1_000,
  status: 'REJECTED',
  triggerName: null,
  triggerColorCode: null,
  sr: 2_100_000,
  profit: 120,
  sq: 147,
  title: 'The Quiet Harbor',
  source: 'online',
  soundEvent: 'reject',
  rejection: {
    kind: 'NO_MATCH',
    activeTriggers: 2,
    closest: {
      triggerId: 3,
      triggerName: 'Media mail',
      priceSource: 'LOWEST_USED',
      failed: [
        { limit: 'minProfit', actual: 120, required: 300 },
        { limit: 'maxSalesRank', actual: 2_100_000, required: 1_000_000 },
      ],
    },
  },
};

const REASONS = ['Profit $1.20 is below the $3.00 minimum', 'Rank 2.1M is above the 1M maximum'];

afterEach(() => folioDatabase().searchHistory.clear());

describe('why a scan was rejected', () => {
  it('is on the scan card: the closest trigger and each limit it failed', () => {
    render(<ScanCard entry={rejected} hidden={false} large />);
    const reasons = screen.getByTestId('verdict-reasons');
    expect(within(reasons).getByText('Closest of 2 triggers: Media mail')).toBeInTheDocument();
    expect(within(reasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual(REASONS);
  });

  it('is not on the card in hidden mode, which shows only REJECT', () => {
    render(<ScanCard entry={rejected} hidden large />);
    expect(screen.getByTestId('scan-card')).toHaveTextContent(/^REJECT$/);
    expect(screen.queryByTestId('verdict-reasons')).toBeNull();
  });

  it('says so when no trigger is active', () => {
    render(<ScanCard entry={{ ...rejected, rejection: { kind: 'NO_ACTIVE_TRIGGER', activeTriggers: 0, closest: null } }} hidden={false} large={false} />);
    expect(screen.getByTestId('verdict-reasons')).toHaveTextContent('No trigger is active on this device');
  });

  it('is kept in the history entry and listed there, but not in hidden mode', async () => {
    await addHistoryEntry(rejected);
    const { unmount } = render(<HistoryPanel deviceId="helper-phone" hidden={false} />);
    const row = await screen.findByTestId('history-row');
    expect(within(row).getAllByRole('listitem').map((item) => item.textContent)).toEqual(REASONS);
    unmount();
    render(<HistoryPanel deviceId="helper-phone" hidden />);
    await screen.findByTestId('history-row');
    expect(screen.queryByTestId('verdict-reasons')).toBeNull();
  });

  it('is simply absent from an entry stored before verdicts had reasons, which still lists', async () => {
    const { rejection: _rejection, ...stored } = rejected;
    await folioDatabase().searchHistory.add(stored as never);
    render(<HistoryPanel deviceId="helper-phone" hidden={false} />);
    expect(await screen.findByTestId('history-row')).toHaveAttribute('data-status', 'REJECTED');
    expect(screen.queryByTestId('verdict-reasons')).toBeNull();
  });
});
