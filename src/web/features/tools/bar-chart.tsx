import { formatNumber } from '@shared/tools/number-input';

interface Bar {
  label: string;
  value: number;
  highlight?: boolean;
}

interface BarChartProps {
  /** What the chart shows, read with every value by screen readers. */
  title: string;
  bars: readonly Bar[];
  max: number;
  /** Unit after each value in the text equivalent: 'out of 5'. */
  unit: string;
}

const ROW = 34;
const LABEL_WIDTH = 96;
const WIDTH = 360;
const VALUE_WIDTH = 44;

/**
 * Horizontal bars drawn as SVG with their labels and values in text, so they read in print,
 * in forced colours (styles.css) and, through the label, on a screen reader.
 */
export function BarChart({ title, bars, max, unit }: BarChartProps) {
  const plotWidth = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = bars.length * ROW + 8;
  const description = `${title}: ${bars.map((bar) => `${bar.label} ${formatNumber(bar.value)} ${unit}`).join(', ')}.`;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={description} className="tool-chart h-auto w-full max-w-xl">
      {bars.map((bar, index) => {
        const y = index * ROW + 4;
        const width = max > 0 ? Math.max(0, Math.min(1, bar.value / max)) * plotWidth : 0;
        return (
          <g key={bar.label}>
            <text x={0} y={y + ROW / 2} dominantBaseline="middle" fontSize="14" fill="#0f172a">
              {bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y + 5} width={plotWidth} height={ROW - 12} fill="none" stroke="#cbd5e1" className="chart-line" />
            <rect
              x={LABEL_WIDTH}
              y={y + 5}
              width={width}
              height={ROW - 12}
              fill={bar.highlight ? '#b45309' : '#1d4ed8'}
              className={bar.highlight ? 'chart-mark chart-mark-highlight' : 'chart-mark'}
            />
            <text x={WIDTH - VALUE_WIDTH + 6} y={y + ROW / 2} dominantBaseline="middle" fontSize="14" fontWeight="600" fill="#0f172a">
              {formatNumber(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
