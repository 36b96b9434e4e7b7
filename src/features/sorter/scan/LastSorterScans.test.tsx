import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GateDecision } from '~/contract/sorter';
import { render } from '~/testing/render';
import { LastSorterScans } from './LastSorterScans';
import { noteServerDecision, resetScanLogForTests, useScanLog } from './scanLog';
import { ServerDisagreementNotice } from './ServerDisagreementNotice';
import type { SorterShownScan } from './shownScan';
import { gateDecision, testGates } from './testing/sorterMeta';

const decision = gateDecision;
const scan = (scanId: string, code: string, overrides: Partial<GateDecision>): SorterShownScan => ({ scanId, code, at: 0, decision: decision(overrides), decidedBy: 'catalog' });

describe('the last sorter scans', () => {
  it('shows the newest gate large in its colour with its tag and rule, the one before below it, and no more', () => {
    render(
      <LastSorterScans
        gates={testGates}
        scans={[
          scan('c', '9780000000003', { rule: { id: 1, name: 'FBA keeper' } }),
          scan('b', '9780000000002', { gate: 'GATE_3', fallback: 'REJECT', rejectReason: 'minProfit' }),
          scan('a', '9780000000001', { gate: 'GATE_9', fallback: 'NO_LISTING' }),
        ]}
      />,
    );
    const cards = screen.getAllByTestId('gate-card');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['9780000000003: gate 1', '9780000000002: gate 3']);
    expect(within(cards[0]!).getByTestId('gate-number')).toHaveTextContent('1');
    expect(within(cards[0]!).getByTestId('gate-tag')).toHaveTextContent('FBA keep');
    expect(within(cards[0]!).getByTestId('gate-reason')).toHaveTextContent('Rule: FBA keeper');
    // Light green takes black text, dark blue white: both readable.
    expect(cards[0]).toHaveStyle({ background: '#b2f2bb', color: 'rgb(0, 0, 0)' });
    expect(cards[1]).toHaveStyle({ color: 'rgb(255, 255, 255)' });
    expect(within(cards[1]!).getByTestId('gate-reason')).toHaveTextContent('Reject: profit below the rule’s minimum');
  });

  it('says when a full gate sent the book on', () => {
    render(<LastSorterScans gates={testGates} scans={[scan('a', '9780000000001', { gate: 'GATE_5', rule: { id: 1, name: 'FBA keeper' }, redirect: { from: 'GATE_3', to: 'NEXT_OF_KIND' } })]} />);
    expect(screen.getByTestId('gate-redirect')).toHaveTextContent('Gate 3 is full: sent to gate 5');
  });
});

function Notice() {
  return <ServerDisagreementNotice disagreements={useScanLog().disagreements} />;
}

describe('the server’s other gate for a scan', () => {
  beforeEach(resetScanLogForTests);

  it('lists each book the server would have sent elsewhere until the seller has seen them', () => {
    render(<Notice />);
    const input = { scanId: '0b0e1c52-6a53-4b8c-9d1e-2f3a4b5c6d7e', code: '9780000000001', scannedAt: '2026-11-27T08:00:00.000Z', source: 'WEDGE', gate: 'GATE_6', fallback: 'TIMEOUT', ruleId: null, decidedOffline: true } as const;
    act(() => noteServerDecision(input, decision({ gate: 'GATE_6', fallback: 'TIMEOUT' })));
    expect(screen.queryByTestId('server-disagreements')).not.toBeInTheDocument();
    act(() => noteServerDecision(input, decision({ gate: 'GATE_2', rule: { id: 3, name: 'Media mail' } })));
    expect(screen.getByTestId('server-disagreements')).toHaveTextContent('1 book decided differently by the server');
    expect(screen.getByTestId('server-disagreements')).toHaveTextContent('9780000000001: shown gate 6, the server chose gate 2 (Rule: Media mail)');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('server-disagreements')).not.toBeInTheDocument();
  });
});
