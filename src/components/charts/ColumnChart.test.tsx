import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '~/testing/render';
import { ColumnChart } from './ColumnChart';

describe('ColumnChart', () => {
  it('stacks each column’s series in proportion, names the chart and thins the labels', () => {
    const columns = Array.from({ length: 24 }, (_, hour) => ({ label: `${hour}:00`, values: hour === 3 ? [30, 10] : [hour === 4 ? 20 : 0, 0] }));
    render(
      <ColumnChart
        title="Scans per hour"
        series={[
          { label: 'Selected', color: 'teal' },
          { label: 'Fallbacks', color: 'orange' },
        ]}
        columns={columns}
      />,
    );
    expect(screen.getByRole('img', { name: 'Scans per hour' })).toBeInTheDocument();
    const drawn = screen.getAllByTestId('column');
    expect(drawn).toHaveLength(24);
    const heights = (index: number) => [...drawn[index]!.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('height')));
    const [selected, fallbacks] = heights(3);
    expect(selected! / fallbacks!).toBeCloseTo(3);
    expect(heights(4)[0]! / selected!).toBeCloseTo(20 / 30);
    expect(drawn[3]!.querySelector('title')).toHaveTextContent('3:00: Selected 30, Fallbacks 10');
    // 24 columns, about 8 labels: every third.
    expect(screen.getAllByText(/^\d+:00$/).map((label) => label.textContent)).toEqual(['0:00', '3:00', '6:00', '9:00', '12:00', '15:00', '18:00', '21:00']);
  });
});
