import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** Hidden from sight, read by screen readers. */
const visuallyHidden = {
  position: 'absolute' as const,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap' as const,
};

export interface ChartBar {
  key: string;
  value: number;
  /** under the chart's first and last bar */
  axisLabel: string;
  /** the bar's row in the table: its label, then its figures */
  cells: ReactNode[];
}

/**
 * Bars in plain SVG, oldest left: from the bottom (counts, amounts), or `signed` above a zero line
 * for a gain and below it for a loss. Its figures are also a table for screen readers, under the
 * caption and column headings given (message ids).
 */
export function BarChart({
  bars,
  title,
  titleId,
  caption,
  columns,
  signed = false,
}: {
  bars: ChartBar[];
  /** the chart's accessible name */
  title: string;
  titleId: string;
  caption: string;
  columns: string[];
  signed?: boolean;
}) {
  const width = 320;
  const height = 120;
  const max = Math.max(1, ...bars.map((b) => Math.abs(b.value)));
  const zero = signed ? height / 2 : height;
  const room = signed ? zero - 4 : height;
  const bar = width / bars.length;
  return (
    <>
      <svg
        viewBox={`0 0 ${width} ${height + 16}`}
        role="img"
        aria-labelledby={titleId}
        css={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <title id={titleId}>{title}</title>
        {signed && <line x1={0} x2={width} y1={zero} y2={zero} stroke="var(--c-border)" />}
        {bars.map((b, i) => {
          const h = (Math.abs(b.value) / max) * room;
          return (
            <rect
              key={b.key}
              x={i * bar + bar * 0.15}
              y={b.value >= 0 ? zero - h : zero}
              width={bar * 0.7}
              height={Math.max(h, 1)}
              rx={2}
              fill={!signed ? 'var(--c-primary)' : b.value < 0 ? 'var(--c-danger)' : 'var(--c-success)'}
            />
          );
        })}
        <text x={0} y={height + 13} fontSize={10} fill="var(--c-textMuted)">
          {bars[0]?.axisLabel}
        </text>
        <text x={width} y={height + 13} fontSize={10} fill="var(--c-textMuted)" textAnchor="end">
          {bars[bars.length - 1]?.axisLabel}
        </text>
      </svg>
      <table css={visuallyHidden}>
        <caption>
          <FormattedMessage id={caption} />
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                <FormattedMessage id={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.key}>
              {b.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
