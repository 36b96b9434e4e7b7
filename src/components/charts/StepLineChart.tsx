import { Box, VisuallyHidden } from '@mantine/core';
import { linearScale, niceTicks } from './scale';

export interface StepPoint {
  /** Epoch milliseconds. */
  at: number;
  value: number;
}

/** A horizontal line drawn across the chart, e.g. the seller's min and max price. */
export interface Guide {
  label: string;
  value: number;
  color: string;
}

interface StepLineChartProps {
  title: string;
  points: readonly StepPoint[];
  guides?: readonly Guide[];
  /** Reads a value on the axis and in the table (e.g. cents as "$12.50"). */
  formatValue: (value: number) => string;
  formatTime: (at: number) => string;
  /** Where the line ends on the right (defaults to the last point): a price holds until now. */
  until?: number;
  height?: number;
}

const WIDTH = 640;
const PAD = { top: 12, right: 16, bottom: 28, left: 64 };
/** Label text is 11 px high: labels closer than this would print over each other. */
const LABEL_GAP = 12;

interface GuideLabel {
  text: string;
  y: number;
  color: string;
}

/**
 * One label per guide value, above its line: guides at the same value share a label ("Min, Reference
 * $3.42"), and a label that would overlap the one above it moves down until it does not.
 */
export function guideLabels(guides: readonly Guide[], y: (value: number) => number, formatValue: (value: number) => string): GuideLabel[] {
  const byValue = new Map<number, Guide[]>();
  for (const guide of guides) byValue.set(guide.value, [...(byValue.get(guide.value) ?? []), guide]);
  const labels = [...byValue].map(([value, same]) => ({
    text: `${same.map((guide) => guide.label).join(', ')} ${formatValue(value)}`,
    y: y(value) - 4,
    color: same[0]!.color,
  }));
  labels.sort((a, b) => a.y - b.y);
  for (let index = 1; index < labels.length; index++) labels[index]!.y = Math.max(labels[index]!.y, labels[index - 1]!.y + LABEL_GAP);
  return labels;
}

const colorOf = (color: string) => (color.startsWith('#') || color.startsWith('var(') ? color : `var(--mantine-color-${color}-7)`);

/**
 * A value that changes in steps over time (a price holds until the next change), drawn as a step
 * line with dots at the changes, optional guide lines, and axes with round figures. SVG scaled to
 * its container's width. The same points are in a table for screen readers.
 */
export function StepLineChart({ title, points, guides = [], formatValue, formatTime, until, height = 220 }: StepLineChartProps) {
  const sorted = [...points].sort((a, b) => a.at - b.at);
  const end = Math.max(until ?? 0, sorted.at(-1)?.at ?? 0);
  const values = [...sorted.map((point) => point.value), ...guides.map((guide) => guide.value)];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const margin = (high - low) * 0.08 || Math.max(1, Math.abs(high) * 0.1);
  const yTicks = niceTicks(low - margin, high + margin);
  const y = linearScale([yTicks[0] ?? low - margin, yTicks.at(-1) ?? high + margin], [height - PAD.bottom, PAD.top]);
  const x = linearScale([sorted[0]?.at ?? 0, end], [PAD.left, WIDTH - PAD.right]);
  const path = sorted
    .map((point, index) => {
      const next = sorted[index + 1]?.at ?? end;
      return `${index === 0 ? 'M' : 'L'}${x(point.at)},${y(point.value)} H${x(next)}`;
    })
    .join(' ');
  const xTicks = sorted.length > 1 ? [sorted[0]!.at, (sorted[0]!.at + end) / 2, end] : sorted.map((point) => point.at);

  return (
    <Box component="figure" m={0}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label={title} style={{ display: 'block', maxHeight: height }}>
        {yTicks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="var(--mantine-color-gray-3)" />
            <text x={PAD.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={12} fill="var(--mantine-color-dimmed)">
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {xTicks.map((tick, index) => (
          <text
            key={tick}
            x={x(tick)}
            y={height - 8}
            textAnchor={index === 0 ? 'start' : index === xTicks.length - 1 ? 'end' : 'middle'}
            fontSize={12}
            fill="var(--mantine-color-dimmed)"
          >
            {formatTime(tick)}
          </text>
        ))}
        {guides.map((guide) => (
          <line key={guide.label} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(guide.value)} y2={y(guide.value)} stroke={colorOf(guide.color)} strokeDasharray="6 4" />
        ))}
        {guideLabels(guides, y, formatValue).map((label) => (
          <text key={label.text} x={WIDTH - PAD.right} y={label.y} textAnchor="end" fontSize={11} fill={colorOf(label.color)}>
            {label.text}
          </text>
        ))}
        <path d={path} fill="none" stroke="var(--mantine-color-blue-7)" strokeWidth={2} data-testid="step-line" />
        {sorted.map((point) => (
          <circle key={point.at} cx={x(point.at)} cy={y(point.value)} r={3.5} fill="var(--mantine-color-blue-7)">
            <title>{`${formatTime(point.at)}: ${formatValue(point.value)}`}</title>
          </circle>
        ))}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((point) => (
              <tr key={point.at}>
                <td>{formatTime(point.at)}</td>
                <td>{formatValue(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
