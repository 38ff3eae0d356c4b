import { useEffect, useRef } from 'react';
import { cn } from '@web/lib/cn';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface ChartSeries {
  label: string;
  data: number[];
}

/** A label on the category axis; several strings are drawn as lines, one under the other. */
export type ChartLabel = string | string[];

export interface DashboardChartProps {
  kind: 'line' | 'bar';
  /** Bars running left to right, for long labels such as page paths. */
  horizontal?: boolean;
  labels: ChartLabel[];
  series: ChartSeries[];
  /** What the chart shows, for assistive technology; the figures are in the table beside it. */
  description: string;
}

const COLOURS = ['#0f766e', '#f59e0b', '#6366f1', '#e11d48'];
/** About the width of one character of Chart.js's 12 px tick labels. */
const CHARACTER_PX = 7;

const shorten = (text: string, characters: number) => (text.length > characters ? `${text.slice(0, characters - 1).trimEnd()}…` : text);

/**
 * One chart of the dashboard, drawn by Chart.js on a canvas. This module is loaded only by
 * /admin/analytics (lazily), so Chart.js never reaches another page.
 */
export default function DashboardChart({ kind, horizontal = false, labels, series, description }: DashboardChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Redrawn only when the figures change, not on every render of the page.
  const figures = JSON.stringify([labels, series]);
  useEffect(() => {
    const [chartLabels, chartSeries] = JSON.parse(figures) as [ChartLabel[], ChartSeries[]];
    if (!canvas.current) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const config: ChartConfiguration<'line' | 'bar'> = {
      type: kind,
      data: {
        labels: chartLabels,
        datasets: chartSeries.map((one, index) => ({
          label: one.label,
          data: one.data,
          borderColor: COLOURS[index % COLOURS.length],
          backgroundColor: COLOURS[index % COLOURS.length],
          borderWidth: kind === 'line' ? 2 : 0,
          pointRadius: kind === 'line' && chartLabels.length > 45 ? 0 : 2,
          tension: 0.25,
          borderRadius: kind === 'bar' ? 4 : 0,
        })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion ? false : { duration: 300 },
        plugins: { legend: { display: chartSeries.length > 1, position: 'bottom' } },
        scales: {
          [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } },
          [horizontal ? 'y' : 'x']: {
            ticks: {
              autoSkip: true,
              maxRotation: 0,
              // A long label (a page path, a lesson title) is shortened to fit under half a narrow chart; the tooltip has it whole.
              callback(value) {
                const label = this.getLabelForValue(Number(value)) as ChartLabel;
                if (!horizontal) return label;
                const room = Math.max(12, Math.floor((this.chart.width * 0.45) / CHARACTER_PX));
                return Array.isArray(label) ? label.map((line) => shorten(line, room)) : shorten(label, room);
              },
            },
          },
        },
      },
    };
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [kind, horizontal, figures]);

  // Horizontal bars get room for each label (each of its lines), so a long list stays readable.
  const lines = Math.max(1, ...labels.map((label) => (Array.isArray(label) ? label.length : 1)));
  const height = horizontal ? Math.max(256, labels.length * (12 + lines * 14) + 64) : undefined;
  return (
    <div className={cn('relative w-full', !horizontal && 'h-64 sm:h-72')} style={height ? { height } : undefined}>
      <canvas ref={canvas} role="img" aria-label={description} />
    </div>
  );
}
