import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { COURSE_LEVELS } from '../../shared/levels';
import { PLANS } from '../../shared/plans';

export const courseLevel = pgEnum('course_level', COURSE_LEVELS);
export const planType = pgEnum('plan_type', PLANS);
export const appRole = pgEnum('app_role', ['admin']);
export const subscriptionStatus = pgEnum('subscription_status', ['active', 'inactive']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// Accounts. The shape follows Better Auth's core tables (user, session, account,
// verification) under plural names, so its Drizzle adapter can use them as they are.

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  /** Better Auth's display name: "first last". */
  name: text('name').notNull(),
  /** The spec's profile fields live on the user row (decision 0003). */
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: appRole('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('user_roles_user_role_unique').on(table.userId, table.role)],
);

export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  planType: planType('plan_type').notNull(),
  status: subscriptionStatus('status').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Catalogue and learning.

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    level: courseLevel('level').notNull(),
    duration: text('duration').notNull().default(''),
    thumbnailUrl: text('thumbnail_url'),
    published: boolean('published').notNull().default(false),
    requiredPlan: planType('required_plan').notNull().default('free'),
    /** Checked by curriculumSchema in src/shared/curriculum.ts on every write and read. */
    curriculum: jsonb('curriculum').notNull().default({ modules: [] }),
    /** What a learner will be able to do: short lines, checked by courseOutcomesSchema (shared/course-outcomes.ts). */
    outcomes: jsonb('outcomes').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('courses_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(${table.slug}) <= 100`),
    index('courses_published_created_idx').on(table.published, table.createdAt),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    planType: planType('plan_type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('enrollments_user_course_unique').on(table.userId, table.courseId)],
);

export const courseProgress = pgTable(
  'course_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('course_progress_user_lesson_unique').on(table.userId, table.courseId, table.lessonId)],
);

export const courseCertificates = pgTable(
  'course_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    certificateId: text('certificate_id').notNull().unique(),
    /** Stored at issue time so a later rename of the learner or the course leaves the certificate as issued. */
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('course_certificates_user_course_unique').on(table.userId, table.courseId)],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    quizId: text('quiz_id').notNull(),
    score: integer('score').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    passed: boolean('passed').notNull(),
    answers: jsonb('answers').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quiz_attempts_user_lesson_idx').on(table.userId, table.courseId, table.lessonId, table.completedAt),
    check('quiz_attempts_score_range', sql`${table.score} >= 0 AND ${table.score} <= ${table.totalQuestions}`),
  ],
);

export const videoFiles = pgTable('video_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The file name as uploaded; a second upload with the same name is refused, not overwritten. */
  name: text('name').notNull().unique(),
  size: bigint('size', { mode: 'number' }).notNull(),
  contentType: text('content_type').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const emailStatus = pgEnum('email_status', ['pending', 'sending', 'sent', 'failed']);

/**
 * Every email the site sends goes through this table first (design.md §5): written in the
 * same breath as the event that causes it, then delivered by the mail worker with retries.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** Where a reply goes, when not to support (a contact notice: the visitor). */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: emailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While a worker sends, others leave the row alone until this passes (a crashed worker's row is retried). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('email_outbox_created_idx').on(table.createdAt),
  ],
);

/** Fixed-window request counters shared by every app process (sign-in, sign-up, reset limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** First-party analytics (design.md §5): the spec's events, recorded without third-party scripts. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    properties: jsonb('properties').notNull().default({}),
    path: text('path'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('analytics_events_name_created_idx').on(table.name, table.createdAt)],
);

/** One-off facts about this installation, such as when the demo catalogue was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** A learner's work in one interactive tool of one lesson (tools.md), checked by the shared tool schemas before it is stored. */
export const toolStates = pgTable(
  'tool_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    toolId: text('tool_id').notNull(),
    state: jsonb('state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('tool_states_learner_lesson_tool').on(table.userId, table.courseId, table.lessonId, table.toolId)],
);
