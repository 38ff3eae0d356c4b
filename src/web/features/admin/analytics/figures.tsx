import type { DashboardResponse } from '@shared/api/admin-analytics';
import { formatConversion } from '@shared/analytics-funnel';
import { barChart, Panel, Stat, usd, whole, type Cell } from './figure-panel';

/** Every figure of the dashboard for its range: totals, then each panel's chart, table and CSV. */
export function Figures({ data }: { data: DashboardResponse }) {
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
        description="People, from a visit to a purchase: each counts at a step only after the steps before it; each step's conversion is from the step before."
        chart={barChart(data.funnel.map((step) => step.label), [{ label: 'People', data: data.funnel.map((step) => step.count) }], 'Bar chart of the funnel steps')}
        table={{
          caption: 'Funnel',
          file: `funnel_${suffix}`,
          columns: ['Step', 'People', 'Conversion'],
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
