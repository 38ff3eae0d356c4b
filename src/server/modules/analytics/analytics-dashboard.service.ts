import type { AnalyticsRange, DashboardResponse } from '../../../shared/api/admin-analytics';
import { peopleAtEachStep } from '../../../shared/analytics-funnel';
import type { Database } from '../../db/client';
import { findCourseNames } from '../catalog/catalog.service';
import {
  courseCounts,
  courseTitles,
  funnelGroups,
  lastLessonsBeforeStopping,
  pageViewsPerDay,
  revenueByMonth,
  revenueByPlan,
  topValues,
  visitorsPerDay,
} from './analytics-dashboard.data';
import { presentDashboard } from './analytics-dashboard.presenter';

const TOP_ROWS = 20;
const STOP_ROWS = 30;

/** The business dashboard (/admin/analytics): every figure of one date range in one answer. */
export class AnalyticsDashboardService {
  constructor(private readonly db: Database) {}

  async dashboard(range: AnalyticsRange): Promise<DashboardResponse> {
    const { db } = this;
    const [pageViews, visitors, topPages, topReferrers, funnel, byMonth, byPlan, courses, stops] = await Promise.all([
      pageViewsPerDay(db, range),
      visitorsPerDay(db, range),
      topValues(db, range, 'page_view', 'path', TOP_ROWS),
      topValues(db, range, 'page_view', 'referrer', TOP_ROWS),
      funnelGroups(db, range),
      revenueByMonth(db, range),
      revenueByPlan(db, range),
      courseCounts(db, range),
      lastLessonsBeforeStopping(db, range, STOP_ROWS),
    ]);
    const courseIds = [...new Set([...courses, ...stops].map((row) => row.courseId))];
    const [recordedTitles, catalogue] = await Promise.all([courseTitles(db, courseIds), findCourseNames(db, courseIds)]);
    return presentDashboard({
      range,
      pageViews,
      visitors,
      topPages,
      topReferrers,
      funnelCounts: peopleAtEachStep(funnel),
      revenueByMonth: byMonth,
      revenueByPlan: byPlan,
      courses,
      stops,
      recordedCourseTitles: new Map(recordedTitles.map((row) => [row.courseId, row.title])),
      catalogue,
    });
  }
}
