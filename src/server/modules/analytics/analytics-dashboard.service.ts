import type { AnalyticsRange, DashboardResponse } from '../../../shared/api/admin-analytics';
import type { FunnelStep } from '../../../shared/analytics-funnel';
import type { Database } from '../../db/client';
import { findCourseNames } from '../catalog/catalog.service';
import {
  courseCounts,
  courseTitles,
  eventTotals,
  lastLessonsBeforeStopping,
  pageViewsPerDay,
  revenueByMonth,
  revenueByPlan,
  topValues,
  valueTotal,
  visitorsPerDay,
} from './analytics-dashboard.data';
import { presentDashboard } from './analytics-dashboard.presenter';

const TOP_ROWS = 20;
const STOP_ROWS = 30;
const PRICING_PATH = '/pricing';

/** The business dashboard (/admin/analytics): every figure of one date range in one answer. */
export class AnalyticsDashboardService {
  constructor(private readonly db: Database) {}

  async dashboard(range: AnalyticsRange): Promise<DashboardResponse> {
    const { db } = this;
    const [pageViews, visitors, topPages, topReferrers, pricingViews, totals, byMonth, byPlan, courses, stops] = await Promise.all([
      pageViewsPerDay(db, range),
      visitorsPerDay(db, range),
      topValues(db, range, 'page_view', 'path', TOP_ROWS),
      topValues(db, range, 'page_view', 'referrer', TOP_ROWS),
      valueTotal(db, range, 'page_view', 'path', PRICING_PATH),
      eventTotals(db, range, ['sign_up_initiated', 'sign_up_completed', 'checkout_initiated', 'purchase']),
      revenueByMonth(db, range),
      revenueByPlan(db, range),
      courseCounts(db, range),
      lastLessonsBeforeStopping(db, range, STOP_ROWS),
    ]);
    const total = (name: string) => totals.find((row) => row.name === name)?.events ?? 0;
    const funnelCounts: Record<FunnelStep, number> = {
      pricing_view: pricingViews,
      sign_up_initiated: total('sign_up_initiated'),
      sign_up_completed: total('sign_up_completed'),
      checkout_initiated: total('checkout_initiated'),
      purchase: total('purchase'),
    };
    const courseIds = [...new Set([...courses, ...stops].map((row) => row.courseId))];
    const [recordedTitles, catalogue] = await Promise.all([courseTitles(db, courseIds), findCourseNames(db, courseIds)]);
    return presentDashboard({
      range,
      pageViews,
      visitors,
      topPages,
      topReferrers,
      funnelCounts,
      revenueByMonth: byMonth,
      revenueByPlan: byPlan,
      courses,
      stops,
      recordedCourseTitles: new Map(recordedTitles.map((row) => [row.courseId, row.title])),
      catalogue,
    });
  }
}
