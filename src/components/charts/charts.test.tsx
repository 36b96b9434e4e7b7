import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '~/testing/render';
import { BarChart } from './BarChart';
import { niceTicks } from './scale';
import { StepLineChart, guideLabels } from './StepLineChart';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

describe('BarChart', () => {
  it('draws each bar in proportion to the largest and gives screen readers the figures', () => {
    render(
      <BarChart
        title="SKUs by result state"
        bars={[
          { label: 'Successful', value: 300, color: 'green' },
          { label: 'Bounded', value: 150, color: 'orange' },
          { label: 'No Offers', value: 0, color: 'gray' },
        ]}
      />,
    );
    const widths = screen.getAllByTestId('bar').map((bar) => bar.style.width);
    expect(widths).toEqual(['100%', '50%', '0%']);
    const table = screen.getByRole('table', { name: 'SKUs by result state' });
    expect(within(table).getByRole('row', { name: 'Bounded 150' })).toBeInTheDocument();
  });
});

describe('StepLineChart', () => {
  it('holds each value until the next change and lists every change for screen readers', () => {
    const start = Date.UTC(2026, 10, 1);
    const hour = 3_600_000;
    render(
      <StepLineChart
        title="Price history"
        points={[
          { at: start + 2 * hour, value: 1200 },
          { at: start, value: 1500 },
        ]}
        guides={[{ label: 'Min', value: 900, color: 'orange' }]}
        formatValue={dollars}
        formatTime={day}
        until={start + 4 * hour}
      />,
    );
    expect(screen.getByRole('img', { name: 'Price history' })).toBeInTheDocument();
    // Two steps: 15.00 from the start to the change, 12.00 from the change to the end.
    const path = screen.getByTestId('step-line').getAttribute('d')!;
    expect(path.match(/[ML]/g)).toHaveLength(2);
    expect(path.match(/H/g)).toHaveLength(2);
    const rows = within(screen.getByRole('table', { name: 'Price history' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['2026-11-01$15.00', '2026-11-01$12.00']);
    expect(screen.getByText('Min $9.00')).toBeInTheDocument();
  });
});

describe('guideLabels', () => {
  const y = (value: number) => 200 - value / 10;
  it('gives guides at the same value one label, so that "Min" and "Reference" are not printed over each other', () => {
    const labels = guideLabels(
      [
        { label: 'Min', value: 342, color: 'orange' },
        { label: 'Max', value: 644, color: 'grape' },
        { label: 'Reference', value: 342, color: 'teal' },
      ],
      y,
      dollars,
    );
    expect(labels.map((label) => label.text)).toEqual(['Max $6.44', 'Min, Reference $3.42']);
  });

  it('moves a label down until it clears the one above it', () => {
    const labels = guideLabels(
      [
        { label: 'Min', value: 340, color: 'orange' },
        { label: 'Reference', value: 345, color: 'teal' },
      ],
      y,
      dollars,
    );
    expect(labels[1]!.y - labels[0]!.y).toBeGreaterThanOrEqual(12);
  });
});

describe('niceTicks', () => {
  it('picks round steps from below the lowest figure to above the highest', () => {
    expect(niceTicks(1037, 1411, 4)).toEqual([1000, 1100, 1200, 1300, 1400, 1500]);
    expect(niceTicks(0, 10, 5)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(5, 5)).toEqual([5]);
  });
});
