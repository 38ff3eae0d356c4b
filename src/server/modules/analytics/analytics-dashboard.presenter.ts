import type { DashboardResponse } from '../../../shared/api/admin-analytics';
import { conversionRate, FUNNEL_STEPS, type FunnelStep } from '../../../shared/analytics-funnel';
import type { CourseNames } from '../catalog/catalog.service';
import type { DayRange } from './analytics-dashboard.data';

export interface DashboardFigures {
  range: DayRange;
  pageViews: { day: string; views: number }[];
  visitors: { day: string; visitors: number }[];
  topPages: { value: string; events: number }[];
  topReferrers: { value: string; events: number }[];
  funnelCounts: Record<FunnelStep, number>;
  revenueByMonth: DashboardResponse['revenueByMonth'];
  revenueByPlan: DashboardResponse['revenueByPlan'];
  courses: { courseId: string; enrolments: number; completions: number }[];
  stops: { courseId: string; lessonId: string; learners: number }[];
  /** The title each course's events last recorded. */
  recordedCourseTitles: Map<string, string>;
  /** The courses as the catalogue names them today (deleted ones absent). */
  catalogue: Map<string, CourseNames>;
}

/** Every day from `from` to `to`, inclusive (YYYY-MM-DD, UTC). */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${range.from}T00:00:00Z`); time <= Date.parse(`${range.to}T00:00:00Z`); time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

const money = (amount: number) => Math.round(amount * 100) / 100;

export function presentDashboard(figures: DashboardFigures): DashboardResponse {
  const views = new Map(figures.pageViews.map((row) => [row.day, row.views]));
  const visitors = new Map(figures.visitors.map((row) => [row.day, row.visitors]));
  // The catalogue's title first (a renamed course shows its name today), then the recorded one.
  const title = (courseId: string) => figures.catalogue.get(courseId)?.title ?? figures.recordedCourseTitles.get(courseId) ?? courseId;
  const lessonTitle = (courseId: string, lessonId: string) => figures.catalogue.get(courseId)?.lessonTitles.get(lessonId) ?? null;
  return {
    range: figures.range,
    daily: daysOf(figures.range).map((day) => ({ day, visitors: visitors.get(day) ?? 0, pageViews: views.get(day) ?? 0 })),
    topPages: figures.topPages.map((row) => ({ path: row.value, views: row.events })),
    topReferrers: figures.topReferrers.map((row) => ({ referrer: row.value, views: row.events })),
    funnel: FUNNEL_STEPS.map(({ step, label }, index) => {
      const count = figures.funnelCounts[step];
      const previous = index === 0 ? undefined : figures.funnelCounts[FUNNEL_STEPS[index - 1]!.step];
      return { step, label, count, conversion: conversionRate(count, previous) };
    }),
    revenueByMonth: figures.revenueByMonth.map((row) => ({ ...row, revenue: money(row.revenue) })),
    revenueByPlan: figures.revenueByPlan.map((row) => ({ ...row, revenue: money(row.revenue) })),
    courses: figures.courses.map((row) => ({ ...row, courseTitle: title(row.courseId) })),
    stops: figures.stops.map((row) => ({ ...row, courseTitle: title(row.courseId), lessonTitle: lessonTitle(row.courseId, row.lessonId) })),
  };
}
