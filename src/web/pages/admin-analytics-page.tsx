import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@shared/api/admin-analytics';
import { formatConversion } from '@shared/analytics-funnel';
import { pageMeta } from '@shared/page-manifest';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import type { ChartLabel, ChartSeries, DashboardChartProps } from '@web/features/admin/analytics/dashboard-chart';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { useRecheckAccessOn } from '@web/features/admin/use-recheck-access';
import { downloadCsv } from '@web/features/tools/csv';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/lib/error-message';
import { usePageMeta } from '@web/lib/use-page-meta';
import { ErrorPanel } from '@web/components/error-panel';
import { memberQueryOptions } from '@web/lib/member-query';

/** Chart.js arrives with the first chart, on this page only. */
const DashboardChart = lazy(() => import('@web/features/admin/analytics/dashboard-chart'));

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last `days` days up to today (UTC, as the server counts). */
function lastDays(days: number): { from: string; to: string } {
  const today = Date.now();
  return { from: isoDay(today - (days - 1) * DAY_MS), to: isoDay(today) };
}

const PRESETS = [
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '12 months', days: 365 },
] as const;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US');

export function AdminAnalyticsPage() {
  usePageMeta(pageMeta('/admin/analytics'));
  const location = useLocation();
  return <RequireAdmin returnTo={`${location.pathname}${location.search}`}>{(admin) => <AnalyticsDashboard adminId={admin.id} />}</RequireAdmin>;
}

function AnalyticsDashboard({ adminId }: { adminId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fallback = lastDays(30);
  const fromParam = searchParams.get('from');
  const toParam = searchParams.get('to');
  const range = { from: fromParam && ISO_DAY.test(fromParam) ? fromParam : fallback.from, to: toParam && ISO_DAY.test(toParam) ? toParam : fallback.to };
  const dashboard = useQuery({
    ...memberQueryOptions(adminId, 'GET /api/admin/analytics', { query: range }),
    placeholderData: keepPreviousData,
  });
  useRecheckAccessOn(dashboard.error);
  const data = dashboard.data;

  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Admin</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">Analytics</h1>
          <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">
            How the site is doing, from our own first-party events. Visitors whose browser asks not to be tracked are not counted. Days are in
            UTC.
          </p>
          <RangePicker range={range} onChange={(next) => setSearchParams(next)} />
        </Container>
      </section>

      <Container className="space-y-8 py-8 sm:py-10">
        {dashboard.isError && (
          <ErrorPanel layout="inline" title="Couldn't load the figures." onRetry={() => void dashboard.refetch()}>
            {errorMessage(dashboard.error)}
          </ErrorPanel>
        )}
        {data ? (
          <div aria-busy={dashboard.isPlaceholderData} className={cn('space-y-8 transition-opacity', dashboard.isPlaceholderData && 'opacity-60')}>
            <Figures data={data} />
          </div>
        ) : (
          !dashboard.isError && <DashboardSkeleton />
        )}
      </Container>
    </>
  );
}

function RangePicker({ range, onChange }: { range: { from: string; to: string }; onChange: (range: { from: string; to: string }) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
  }, [range.from, range.to]);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ISO_DAY.test(from) || !ISO_DAY.test(to)) return setProblem('Choose both dates.');
    if (from > to) return setProblem('The start date must be on or before the end date.');
    setProblem(null);
    onChange({ from, to });
  };
  const field = 'h-10 rounded-lg border border-line bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <form onSubmit={submit} aria-label="Date range" className="mt-6 flex flex-wrap items-end gap-3">
      <label className="grid gap-1 text-sm font-semibold">
        From
        <input type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} className={field} />
      </label>
      <label className="grid gap-1 text-sm font-semibold">
        To
        <input type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} className={field} />
      </label>
      <Button type="submit" className="h-10">
        Show
      </Button>
      <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-1 rounded-xl bg-surface p-1 ring-1 ring-line">
        {PRESETS.map((preset) => (
          <button
            key={preset.days}
            type="button"
            onClick={() => onChange(lastDays(preset.days))}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-muted transition-colors hover:bg-white hover:text-ink"
          >
            {preset.label}
          </button>
        ))}
      </div>
      {problem && (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}

type Cell = string | number;

interface TableSpec {
  caption: string;
  /** The CSV file's name, without the range. */
  file: string;
  columns: string[];
  rows: Cell[][];
  /** How each cell shows on screen (the CSV keeps the raw figure). */
  format?: (value: Cell, column: number) => string;
  empty: string;
}

function Figures({ data }: { data: DashboardResponse }) {
  const suffix = `${data.range.from}_to_${data.range.to}`;
  const totalVisitors = data.daily.reduce((sum, day) => sum + day.visitors, 0);
  const totalViews = data.daily.reduce((sum, day) => sum + day.pageViews, 0);
  const revenue = data.revenueByMonth.reduce((sum, row) => sum + row.revenue, 0);
  const purchases = data.revenueByMonth.reduce((sum, row) => sum + row.purchases, 0);
  const stops = data.stops.map((row) => ({ ...row, lesson: lessonName(row) }));
  const money = (value: Cell, column: number) => (column === 2 ? usd.format(Number(value)) : typeof value === 'number' ? whole.format(value) : value);

  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Visitor-days" value={whole.format(totalVisitors)} note="Each visitor counted once a day" />
        <Stat label="Page views" value={whole.format(totalViews)} />
        <Stat label="Purchases" value={whole.format(purchases)} />
        <Stat label="Revenue" value={usd.format(revenue)} />
      </dl>

      <Panel
        title="Visitors and page views per day"
        chart={{
          kind: 'line',
          labels: data.daily.map((day) => day.day.slice(5)),
          series: [
            { label: 'Visitors', data: data.daily.map((day) => day.visitors) },
            { label: 'Page views', data: data.daily.map((day) => day.pageViews) },
          ],
          description: 'Line chart of visitors and page views per day; the figures are in the table beside it.',
        }}
        table={{
          caption: 'Visitors and page views per day',
          file: `visitors-per-day_${suffix}`,
          columns: ['Day', 'Visitors', 'Page views'],
          rows: data.daily.map((day) => [day.day, day.visitors, day.pageViews]),
          empty: 'No days in the range.',
        }}
        scrollTable
      />

      <div className="grid gap-8 xl:grid-cols-2">
        <Panel
          title="Top pages"
          chart={barChart(data.topPages.map((row) => row.path), [{ label: 'Page views', data: data.topPages.map((row) => row.views) }], 'Bar chart of the most viewed pages', true)}
          table={{ caption: 'Top pages', file: `top-pages_${suffix}`, columns: ['Page', 'Views'], rows: data.topPages.map((row) => [row.path, row.views]), empty: 'No page views in the range.' }}
          stacked
        />
        <Panel
          title="Top referrers"
          chart={barChart(data.topReferrers.map((row) => row.referrer), [{ label: 'Page views', data: data.topReferrers.map((row) => row.views) }], 'Bar chart of the sites visitors came from', true)}
          table={{
            caption: 'Top referrers',
            file: `top-referrers_${suffix}`,
            columns: ['Referrer', 'Views'],
            rows: data.topReferrers.map((row) => [row.referrer, row.views]),
            empty: 'No referrals in the range.',
          }}
          stacked
        />
      </div>

      <Panel
        title="Funnel"
        description="From a view of the pricing page to a purchase; each step's conversion is from the step before."
        chart={barChart(data.funnel.map((step) => step.label), [{ label: 'Events', data: data.funnel.map((step) => step.count) }], 'Bar chart of the funnel steps')}
        table={{
          caption: 'Funnel',
          file: `funnel_${suffix}`,
          columns: ['Step', 'Count', 'Conversion'],
          rows: data.funnel.map((step) => [step.label, step.count, step.conversion === null ? '' : Math.round(step.conversion * 1000) / 10]),
          format: (value, column) => (column === 2 ? formatConversion(value === '' ? null : Number(value) / 100) : typeof value === 'number' ? whole.format(value) : value),
          empty: 'No funnel steps.',
        }}
      />

      <div className="grid gap-8 xl:grid-cols-2">
        <Panel
          title="Revenue per month"
          chart={barChart(data.revenueByMonth.map((row) => row.month), [{ label: 'Revenue (USD)', data: data.revenueByMonth.map((row) => row.revenue) }], 'Bar chart of revenue per month')}
          table={{
            caption: 'Revenue per month',
            file: `revenue-per-month_${suffix}`,
            columns: ['Month', 'Purchases', 'Revenue (USD)'],
            rows: data.revenueByMonth.map((row) => [row.month, row.purchases, row.revenue]),
            format: money,
            empty: 'No purchases in the range.',
          }}
          stacked
        />
        <Panel
          title="Revenue by plan"
          chart={barChart(data.revenueByPlan.map((row) => row.plan), [{ label: 'Revenue (USD)', data: data.revenueByPlan.map((row) => row.revenue) }], 'Bar chart of revenue by plan')}
          table={{
            caption: 'Revenue by plan',
            file: `revenue-by-plan_${suffix}`,
            columns: ['Plan', 'Purchases', 'Revenue (USD)'],
            rows: data.revenueByPlan.map((row) => [row.plan, row.purchases, row.revenue]),
            format: money,
            empty: 'No purchases in the range.',
          }}
          stacked
        />
      </div>

      <Panel
        title="Enrolments and completions per course"
        description="Completions are certificates earned."
        chart={barChart(
          data.courses.map((row) => row.courseTitle),
          [
            { label: 'Enrolments', data: data.courses.map((row) => row.enrolments) },
            { label: 'Completions', data: data.courses.map((row) => row.completions) },
          ],
          'Bar chart of enrolments and completions per course',
          true,
        )}
        table={{
          caption: 'Enrolments and completions per course',
          file: `courses_${suffix}`,
          columns: ['Course', 'Enrolments', 'Completions'],
          rows: data.courses.map((row) => [row.courseTitle, row.enrolments, row.completions]),
          empty: 'No enrolments in the range.',
        }}
      />

      <Panel
        title="Where learners stop"
        description="Learners who have not finished a course, by the last lesson they completed in the range. A lesson removed from its course since shows its id."
        chart={barChart(
          stops.map((row) => [row.lesson, row.courseTitle]),
          [{ label: 'Learners', data: stops.map((row) => row.learners) }],
          'Bar chart of the last lesson completed by learners who have not finished',
          true,
        )}
        table={{
          caption: 'Where learners stop',
          file: `where-learners-stop_${suffix}`,
          columns: ['Course', 'Last lesson completed', 'Learners'],
          rows: stops.map((row) => [row.courseTitle, row.lesson, row.learners]),
          empty: 'No unfinished courses in the range.',
        }}
        scrollTable
      />
    </>
  );
}

/** A lesson by its title; one no longer in its course by its id. */
const lessonName = (stop: DashboardResponse['stops'][number]) => stop.lessonTitle ?? `Removed lesson (${stop.lessonId})`;

function barChart(labels: ChartLabel[], series: ChartSeries[], description: string, horizontal = false): DashboardChartProps {
  return { kind: 'bar', horizontal, labels, series, description: `${description}; the figures are in the table beside it.` };
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
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

function Panel({ title, description, chart, table, stacked = false, scrollTable = false }: PanelProps) {
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

function DashboardSkeleton(): ReactNode {
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
