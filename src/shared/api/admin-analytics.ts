import { z } from 'zod';
import { FUNNEL_STEPS } from '../analytics-funnel';
import { defineEndpoint } from './endpoint';

/** The business dashboard at /admin/analytics (admins only): one answer for a date range. */

const FUNNEL_STEP_NAMES = FUNNEL_STEPS.map((step) => step.step);

/** The longest range one request may ask for. */
export const MAX_RANGE_DAYS = 731;

const isoDay = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date as YYYY-MM-DD`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${label} is not a real date`);

export const analyticsRangeQuerySchema = z
  .object({ from: isoDay('from'), to: isoDay('to') })
  .strict()
  .refine((range) => range.from <= range.to, { message: 'from must be on or before to', path: ['from'] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < MAX_RANGE_DAYS, {
    message: `A range may be at most ${MAX_RANGE_DAYS} days`,
    path: ['to'],
  });

const count = z.number().int().min(0);
const money = z.number().min(0);

export const dashboardResponseSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  /** Every day of the range, zeros included. */
  daily: z.array(z.object({ day: z.string(), visitors: count, pageViews: count })),
  topPages: z.array(z.object({ path: z.string(), views: count })),
  topReferrers: z.array(z.object({ referrer: z.string(), views: count })),
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEP_NAMES), label: z.string(), count, conversion: z.number().nullable() })),
  revenueByMonth: z.array(z.object({ month: z.string(), purchases: count, revenue: money })),
  revenueByPlan: z.array(z.object({ plan: z.string(), purchases: count, revenue: money })),
  /** `courseTitle`: the course's title in the catalogue; for a course deleted since, the title its events recorded. */
  courses: z.array(z.object({ courseId: z.string(), courseTitle: z.string(), enrolments: count, completions: count })),
  /**
   * Learners who have not finished a course, by the last lesson they completed. `lessonTitle` is
   * the lesson's title in the course's curriculum, null for a lesson no longer in it.
   */
  stops: z.array(z.object({ courseId: z.string(), courseTitle: z.string(), lessonId: z.string(), lessonTitle: z.string().nullable(), learners: count })),
});

export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/admin/analytics',
  query: analyticsRangeQuerySchema,
  response: dashboardResponseSchema,
});

export type AnalyticsRange = z.infer<typeof analyticsRangeQuerySchema>;
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
