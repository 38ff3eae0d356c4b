import { lazy, Suspense, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { downloadCsv } from '@web/lib/csv';
import { cn } from '@web/lib/cn';
import type { ChartLabel, ChartSeries, DashboardChartProps } from './dashboard-chart';

/** Chart.js arrives with the first chart, on this page only. */
const DashboardChart = lazy(() => import('./dashboard-chart'));

export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const whole = new Intl.NumberFormat('en-US');

export type Cell = string | number;

export interface TableSpec {
  caption: string;
  /** The CSV file's name, without the range. */
  file: string;
  columns: string[];
  rows: Cell[][];
  /** How each cell shows on screen (the CSV keeps the raw figure). */
  format?: (value: Cell, column: number) => string;
  empty: string;
}

export function barChart(labels: ChartLabel[], series: ChartSeries[], description: string, horizontal = false): DashboardChartProps {
  return { kind: 'bar', horizontal, labels, series, description: `${description}; the figures are in the table beside it.` };
}

export function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="p-4 sm:p-5">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-bold tracking-tight sm:text-2xl">{value}</dd>
      {note && <dd className="mt-1 text-xs text-muted">{note}</dd>}
    </Card>
  );
}

interface PanelProps {
  title: string;
  description?: string;
  chart: DashboardChartProps;
  table: TableSpec;
  /** Chart above table even on wide screens (a half-width panel). */
  stacked?: boolean;
  /** A long table scrolls inside its box. */
  scrollTable?: boolean;
}

export function Panel({ title, description, chart, table, stacked = false, scrollTable = false }: PanelProps) {
  const id = `panel-${table.file.split('_')[0]}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-bold">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-muted">{description}</p>}
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={table.rows.length === 0}
          onClick={() => downloadCsv(`${table.file}.csv`, [table.columns, ...table.rows])}
          aria-label={`Download ${table.caption} as CSV`}
        >
          <Download className="size-4" aria-hidden="true" />
          CSV
        </Button>
      </div>
      <div className={cn('mt-5 grid gap-6', !stacked && 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]')}>
        <div className="min-w-0">
          {table.rows.length === 0 ? (
            <p className="flex h-40 items-center justify-center rounded-xl bg-surface text-sm text-muted">{table.empty}</p>
          ) : (
            <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl sm:h-72" />}>
              <DashboardChart {...chart} />
            </Suspense>
          )}
        </div>
        <FigureTable table={table} scroll={scrollTable} />
      </div>
    </section>
  );
}

function FigureTable({ table, scroll }: { table: TableSpec; scroll: boolean }) {
  const format = table.format ?? ((value: Cell) => (typeof value === 'number' ? whole.format(value) : value));
  // Figures right-aligned, text (a lesson id, a plan) left as it reads.
  const numeric = table.columns.map((_, column) => table.rows.some((row) => typeof row[column] === 'number'));
  return (
    <div className={cn('min-w-0 overflow-x-auto rounded-xl border border-line', scroll && 'max-h-72 overflow-y-auto')} tabIndex={scroll ? 0 : undefined} role={scroll ? 'group' : undefined} aria-label={scroll ? table.caption : undefined}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="sticky top-0 bg-surface text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            {table.columns.map((column, index) => (
              <th key={column} scope="col" className={cn('px-3 py-2', numeric[index] && 'text-right')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {table.rows.length === 0 ? (
            <tr>
              <td colSpan={table.columns.length} className="px-3 py-4 text-center text-muted">
                {table.empty}
              </td>
            </tr>
          ) : (
            table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((value, column) =>
                  column === 0 ? (
                    <th key={column} scope="row" className="min-w-28 px-3 py-2 font-medium [overflow-wrap:anywhere]">
                      {format(value, column)}
                    </th>
                  ) : (
                    <td key={column} className={cn('px-3 py-2', numeric[column] ? 'text-right whitespace-nowrap tabular-nums' : 'min-w-24 text-left')}>
                      {format(value, column)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

export function DashboardSkeleton(): ReactNode {
  return (
    <div className="space-y-8" role="status" aria-label="Loading the figures">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-96 w-full rounded-2xl" />
      <Skeleton className="h-96 w-full rounded-2xl" />
    </div>
  );
}
