import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COURSE_LEVELS } from '../../shared/levels';
import { PLANS } from '../../shared/plans';

export const courseLevel = pgEnum('course_level', COURSE_LEVELS);
export const planType = pgEnum('plan_type', PLANS);
export const appRole = pgEnum('app_role', ['admin']);
export const subscriptionStatus = pgEnum('subscription_status', ['active', 'inactive', 'past_due']);

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
  /** Better Auth's two-factor plugin: true once an authenticator app's code was checked (admins must have it). */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /*
   * Kept by triggers (migration 0025, decision 0079) for the admin's learners directory, so its
   * search and filters read one row per learner: never written by the application.
   * `search_text` is lower(name) + newline + lower(email), searched through a trigram index;
   * `last_active_at` is the latest `updated_at` of the learner's sessions (null without one);
   * `certificate_count` is how many course certificates the learner holds.
   */
  searchText: text('search_text').notNull().default(''),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  certificateCount: integer('certificate_count').notNull().default(0),
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

/** Better Auth's two-factor plugin: the TOTP secret and recovery codes, both encrypted with AUTH_SECRET. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('two_factors_user_id_idx').on(table.userId), index('two_factors_secret_idx').on(table.secret)],
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
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** 'local' (the test-mode provider) or 'stripe'; null on rows written before payments existed. */
  provider: text('provider'),
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id'),
  /** When the provider's subscription took the state stored here: an older event never overwrites it. */
  providerStateAt: timestamp('provider_state_at', { withTimezone: true }),
  /**
   * When the provider created the subscription stored here (Stripe's `subscription.created`): a
   * subscription created before it never replaces its state. Null on rows stored before it was kept.
   */
  providerCreatedAt: timestamp('provider_created_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Payments (issue 11). Rows here are written only by the billing module's fulfilment code.

/** One payment-provider customer per learner and provider. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [unique('billing_customers_user_provider').on(table.userId, table.provider)],
);

export const checkoutStatus = pgEnum('checkout_status', ['open', 'completed', 'cancelled']);

/** Every checkout the site opened, with the provider's session id; completed once. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull().unique(),
    /** A plan ('pro', 'elite') or an add-on ('custom-ai-audit'). */
    product: text('product').notNull(),
    /** Seats, for Team Access; 1 for anything else. */
    quantity: integer('quantity').notNull().default(1),
    /** What is charged: the price less `discountCents`. */
    amountCents: integer('amount_cents').notNull(),
    /** The promo code applied to this checkout, if any, and what it takes off. */
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'restrict' }),
    discountCents: integer('discount_cents').notNull().default(0),
    /** Business details the buyer gave at checkout (personal data), printed on the invoice (decision 0107). */
    buyerCompany: text('buyer_company'),
    buyerTaxId: text('buyer_tax_id'),
    status: checkoutStatus('status').notNull().default('open'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId, table.createdAt)],
);

export const orderStatus = pgEnum('order_status', ['paid', 'refunded']);

/** One row per payment received (a first payment, a renewal, a proration, an add-on). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The buyer; null once they deleted their account: the order stays for the accounts, with
     * nothing left that names the person (decision 0103).
     */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    product: text('product').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: orderStatus('status').notNull().default('paid'),
    provider: text('provider').notNull(),
    /** The provider's id of the payment: an invoice for a subscription, a payment intent otherwise. */
    providerPaymentRef: text('provider_payment_ref').notNull(),
    providerPaymentIntentId: text('provider_payment_intent_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('orders_provider_payment_unique').on(table.provider, table.providerPaymentRef),
    index('orders_user_idx').on(table.userId, table.createdAt),
    check('orders_amount_not_negative', sql`${table.amountCents} >= 0`),
  ],
);

/** Provider events already applied: inserted in the same transaction as their effect, so each applies once. */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('billing_events_provider_event_unique').on(table.provider, table.eventId)],
);

// Team Access (issue 30, decision 0088). The subscription's state is written only by the
// billing module's fulfilment, through the teams module's service.

/** One team per owner: the seats of its monthly subscription and that subscription's state. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Seats in force now: added seats at once, removed ones from the next period. */
    seats: integer('seats').notNull(),
    /** The provider's quantity: the seats of the next period. */
    quantity: integer('quantity').notNull(),
    status: subscriptionStatus('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    providerStateAt: timestamp('provider_state_at', { withTimezone: true }).notNull(),
    /** When the provider created the subscription: between two of one team's subscriptions, the later one's state counts (decision 0078). */
    providerCreatedAt: timestamp('provider_created_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('teams_seats_not_negative', sql`${table.seats} >= 0 AND ${table.quantity} >= 0`)],
);

/** A seat held: a learner belongs to one team at most. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('team_members_team_idx').on(table.teamId)],
);

/**
 * A seat that ended for the learner (removed by the owner, or left), kept so 'Upgrade Required'
 * can say why (decision 0099); cleared when they join a team again.
 */
export const teamSeatEndings = pgTable('team_seat_endings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  teamId: uuid('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  reason: text('reason', { enum: ['removed', 'left'] }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teamInvitationStatus = pgEnum('team_invitation_status', ['pending', 'accepted', 'revoked']);

/** An invitation by email: a single-use link (only its SHA-256 is stored) that expires. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: teamInvitationStatus('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('team_invitations_team_idx').on(table.teamId, table.status),
    uniqueIndex('team_invitations_pending_email_unique').on(table.teamId, table.email).where(sql`${table.status} = 'pending'`),
  ],
);

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
    /** A draft Elite members may open and take before it is published (issue 29, decision 0094); no certificate until it is. */
    earlyAccess: boolean('early_access').notNull().default(false),
    requiredPlan: planType('required_plan').notNull().default('free'),
    /** Checked by curriculumSchema in src/shared/curriculum.ts on every write and read. */
    curriculum: jsonb('curriculum').notNull().default({ modules: [] }),
    /** Raised by every save in the course builder; a save names the version it started from (optimistic concurrency). */
    version: integer('version').notNull().default(1),
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

/** PostgreSQL's full-text document type; written only by the search trigger (see search_documents). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index (decision 0075): one row per course (title, description) and per lesson
 * (title, text) of every course. A trigger on `courses` rewrites a course's rows in the same
 * statement as any write to its title, description or curriculum, whoever writes it (seed,
 * import, course builder), so the index never lags the catalogue. The trigger, the pg_trgm
 * extension and the trigram index on `title` are hand SQL in the migration that creates this table.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Empty for the course's own row. */
    lessonId: text('lesson_id').notNull().default(''),
    /** The lesson's place in the course (0 for the course row), for a stable order among equals. */
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    /** The course description, or the lesson's description and text with markdown marks removed. */
    body: text('body').notNull().default(''),
    /** Title weighted A, body D, English stemming. */
    document: tsvector('document').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.lessonId] }),
    index('search_documents_document_idx').using('gin', table.document),
    index('search_documents_title_idx').using('gin', sql`to_tsvector('english', ${table.title})`),
  ],
);

/**
 * Every version of a course saved in the course builder: its fields and curriculum as saved,
 * who saved it and when. A save keeps the version it replaces (a course from the seed gets its
 * first row on its first save), so an admin can name what changed and restore any of them.
 */
export const courseVersions = pgTable(
  'course_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The course's `version` while this snapshot was its content. */
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    /** Who saved this version; the name stays when the account goes. */
    savedBy: text('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedByName: text('saved_by_name').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('course_versions_course_version_unique').on(table.courseId, table.version),
    index('course_versions_course_saved_idx').on(table.courseId, table.savedAt),
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
    /** Set when an admin revokes it: public checks of the certificate and its Open Badge then say so (decision 0108). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revocationReason: text('revocation_reason'),
  },
  (table) => [unique('course_certificates_user_course_unique').on(table.userId, table.courseId)],
);

/**
 * What one attempt at a quiz was shown (issue 26): the questions drawn from the pool, each with
 * its options in the order shown and the opaque ids the learner answers with. Submitted once.
 */
export const quizDraws = pgTable(
  'quiz_draws',
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
    shown: jsonb('shown').notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (table) => [index('quiz_draws_user_lesson_idx').on(table.userId, table.courseId, table.lessonId)],
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
    /** The draw answered, and what it showed; null for attempts from before question pools. */
    drawId: uuid('draw_id').references(() => quizDraws.id, { onDelete: 'set null' }),
    shown: jsonb('shown'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quiz_attempts_user_lesson_idx').on(table.userId, table.courseId, table.lessonId, table.completedAt),
    check('quiz_attempts_score_range', sql`${table.score} >= 0 AND ${table.score} <= ${table.totalQuestions}`),
  ],
);

export const videoFiles = pgTable(
  'video_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The file name as uploaded; a second upload with the same name is refused, not overwritten. */
    name: text('name').notNull().unique(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** 'uploading' from the upload's first request (the name is taken then), 'ready' once every byte is stored. */
    status: text('status', { enum: ['uploading', 'ready'] }).notNull().default('uploading'),
    /** The admin who started the upload: their unfinished uploads are capped. Null on rows from before it was kept. */
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('video_files_uploader_status_idx').on(table.uploadedBy, table.status)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** When an admin first opened it in the support inbox; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When an admin marked it handled; null while open. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** Support's answers to a contact message, kept with it; each is mailed through the outbox. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The outbox row that carries it (email_outbox.id), to show its delivery. */
    emailId: uuid('email_id'),
    /** Set on the sender's answer that came back by email (filed by the inbound mail route); null on support's replies. */
    fromAddress: text('from_address'),
    /** The Message-ID of that answer, so a message delivered twice is filed once, and later replies can reference it. */
    mailMessageId: text('mail_message_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_replies_message_idx').on(table.messageId, table.createdAt),
    uniqueIndex('contact_replies_mail_message_id_idx').on(table.mailMessageId),
  ],
);

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
    /** A person wrote it (a support reply): sent without `Auto-Submitted`, signed by the company only. */
    personal: boolean('personal').notNull().default(false),
    /** Threading headers of a reply: the Message-ID it answers, and the thread's Message-IDs oldest first. */
    inReplyTo: text('in_reply_to'),
    references: text('references'),
    /** A calendar invitation sent with the message (an `.ics` part), e.g. a strategy call's. */
    calendar: jsonb('calendar').$type<{ method: 'REQUEST' | 'CANCEL'; content: string }>(),
    /** Files sent with the message (an invoice PDF with a receipt), their bytes in base64. */
    attachments: jsonb('attachments').$type<{ fileName: string; contentType: string; contentBase64: string }[]>(),
    /** Extra headers a kind of email needs (List-Unsubscribe on learning emails); null on transactional mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
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
    /** The browser's anonymous id, kept in its first-party storage; null for server-recorded events. */
    visitorId: text('visitor_id'),
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    createdAt: createdAt(),
  },
  (table) => [
    index('analytics_events_name_created_idx').on(table.name, table.createdAt),
    index('analytics_events_created_idx').on(table.createdAt),
  ],
);

/**
 * Daily counts kept beside the events in the same transaction (decision 0022), so the dashboard
 * reads a few thousand rows instead of a million events: per day, per event name, per dimension
 * ('' for the total, 'path' and 'referrer' for page views) and its value.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    name: text('name').notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    events: integer('events').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.name, table.dimension, table.value] })],
);

/** Who visited on which day (one row per visitor and day), for distinct visitors per day. */
export const analyticsDailyVisitors = pgTable(
  'analytics_daily_visitors',
  {
    day: date('day').notNull(),
    visitorId: text('visitor_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitorId] })],
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

/**
 * One timed attempt at a certification's final assessment (issue 26, decision 0068): the
 * questions drawn for it from the pools of the track's courses, and each answer as it was saved
 * before the deadline. At most one attempt per learner and track is open (not submitted) at a
 * time, so two tabs or devices resume the same attempt instead of starting two.
 */
export const certificationAttempts = pgTable(
  'certification_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackId: text('track_id').notNull(),
    shown: jsonb('shown').notNull(),
    /** Option ids by question id, only those saved before the deadline. */
    answers: jsonb('answers').notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: integer('score'),
    totalQuestions: integer('total_questions').notNull(),
    passed: boolean('passed'),
  },
  (table) => [
    index('certification_attempts_user_track_idx').on(table.userId, table.trackId, table.startedAt),
    uniqueIndex('certification_attempts_one_open').on(table.userId, table.trackId).where(sql`${table.submittedAt} is null`),
  ],
);

/** A certification earned: its public ID, the names as issued, and for the Elite tier when it lapses. */
export const certificationCredentials = pgTable(
  'certification_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    credentialId: text('credential_id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackId: text('track_id').notNull(),
    attemptId: uuid('attempt_id').references(() => certificationAttempts.id, { onDelete: 'set null' }),
    learnerName: text('learner_name').notNull(),
    trackTitle: text('track_title').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** As for course certificates: set when an admin revokes it (decision 0108). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revocationReason: text('revocation_reason'),
  },
  (table) => [unique('certification_credentials_user_track').on(table.userId, table.trackId)],
);

/**
 * Where a learner stopped in a lesson's video (issue 32): one row per learner and lesson, the
 * last save wins. The dashboard's 'Continue Learning' reads a learner's newest row of a course.
 */
export const videoPositions = pgTable(
  'video_positions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    positionSeconds: doublePrecision('position_seconds').notNull(),
    /** Null while the player does not know the length (an embed before it reports it). */
    durationSeconds: doublePrecision('duration_seconds'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'video_positions_learner_lesson', columns: [table.userId, table.courseId, table.lessonId] }),
    check('video_positions_position_in_video', sql`${table.positionSeconds} >= 0 AND (${table.durationSeconds} IS NULL OR (${table.durationSeconds} > 0 AND ${table.positionSeconds} <= ${table.durationSeconds}))`),
  ],
);

// The Elite strategy call (issue 29): the owner's availability and the members' bookings.

/** The weekly and one-off hours of `CallAvailability` (src/shared/call-slots.ts), in the owner's time zone. */
export interface StoredWeeklyHours {
  weekday: number;
  startMinute: number;
  endMinute: number;
}
export interface StoredOneOffHours {
  date: string;
  startMinute: number;
  endMinute: number;
}

/** The owner's availability for calls: one row (id 1), written from /admin/calls/availability. */
export const callAvailability = pgTable(
  'call_availability',
  {
    id: integer('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull(),
    bufferMinutes: integer('buffer_minutes').notNull(),
    minimumNoticeHours: integer('minimum_notice_hours').notNull(),
    meetingLink: text('meeting_link').notNull(),
    weeklyHours: jsonb('weekly_hours').$type<StoredWeeklyHours[]>().notNull(),
    oneOffHours: jsonb('one_off_hours').$type<StoredOneOffHours[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check('call_availability_one_row', sql`${table.id} = 1`)],
);

export const callStatus = pgEnum('call_status', ['booked', 'cancelled', 'held', 'missed']);

/**
 * One row per booking. A reschedule cancels the row and writes a new one with the same
 * calendar UID and a higher sequence, so a calendar moves the event. The partial unique indexes
 * are the last word across app processes: one active booking per slot start, and one per
 * member and membership year.
 */
export const callBookings = pgTable(
  'call_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The start of the Elite membership year the call belongs to (the subscription's period start). */
    membershipYearStart: timestamp('membership_year_start', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: callStatus('status').notNull().default('booked'),
    /** The two preparation questions' answers. */
    goal: text('goal').notNull(),
    challenge: text('challenge').notNull(),
    /** The member's browser time zone when booking: their emails give the time there too. */
    memberTimeZone: text('member_time_zone').notNull(),
    meetingLink: text('meeting_link').notNull(),
    calendarUid: text('calendar_uid').notNull(),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('call_bookings_slot_unique').on(table.startsAt).where(sql`${table.status} <> 'cancelled'`),
    uniqueIndex('call_bookings_one_per_year').on(table.userId, table.membershipYearStart).where(sql`${table.status} <> 'cancelled'`),
    index('call_bookings_starts_idx').on(table.startsAt),
    check('call_bookings_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

// Learning emails (issue 32): reminders, the weekly digest and new-course news, each with a one-click unsubscribe.

/** A learner's choices for the emails that are not transactional; no row means the defaults (decision 0104). */
export const emailPreferences = pgTable('email_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** IANA zone the quiet hours are read in: the browser's at sign-up, editable on /profile. Null: the school's. */
  timeZone: text('time_zone'),
  inactivityReminder: boolean('inactivity_reminder').notNull().default(true),
  weeklyDigest: boolean('weekly_digest').notNull().default(false),
  newCourses: boolean('new_courses').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * One row per learning email queued: the unique (learner, kind, period) key is inserted in the
 * transaction that writes the outbox row, so two processes or a restart never send one twice.
 */
export const learningEmailSends = pgTable(
  'learning_email_sends',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The inactivity's start (epoch ms), the learner's ISO week, or the course's id. */
    period: text('period').notNull(),
    emailId: uuid('email_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ name: 'learning_email_sends_key', columns: [table.userId, table.kind, table.period] })],
);

/** Every unsubscribe, whatever asked for it (a mail provider's one-click POST, the confirm page, /profile). */
/**
 * Renewal notices (issue 33, decision 0109): one row per (subscription, notice, period end),
 * inserted in the transaction that queues the email, so each notice leaves once whatever the
 * number of processes. `kind` is '30-days' or '7-days'.
 */
export const renewalNotices = pgTable(
  'renewal_notices',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The renewal the notice announces: the subscription's current_period_end then. */
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    emailId: uuid('email_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ name: 'renewal_notices_key', columns: [table.subscriptionId, table.kind, table.periodEnd] })],
);

export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('email_unsubscribes_user_idx').on(table.userId, table.createdAt)],
);

/** When the scheduler first saw each course published: its news goes to the learners who were there then, once. */
export const courseAnnouncements = pgTable('course_announcements', {
  courseId: uuid('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  firstSeenPublishedAt: timestamp('first_seen_published_at', { withTimezone: true }).notNull(),
});
// Promo codes (issue 33). Redemptions are counted on the code's row, under its row lock, in the
// transaction that completes the checkout; one redemption per checkout.

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, as typed people compare it. */
    code: text('code').notNull().unique(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** The paid plans it applies to ('pro', 'elite'). */
    plans: text('plans').array().notNull(),
    /** 'once': the first year only; 'forever': every renewal too. */
    duration: text('duration').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    onePerCustomer: boolean('one_per_customer').notNull().default(false),
    /** An admin may switch a code off (and on again); an inactive code is refused like an expired one. */
    active: boolean('active').notNull().default(true),
    /** Stripe's coupon and promotion code made for it, in Stripe mode. */
    providerCouponId: text('provider_coupon_id'),
    providerPromotionCodeId: text('provider_promotion_code_id'),
    createdAt: createdAt(),
  },
  (table) => [
    check('promo_codes_one_discount', sql`(${table.percentOff} IS NULL) <> (${table.amountOffCents} IS NULL)`),
    check('promo_codes_percent_range', sql`${table.percentOff} IS NULL OR ${table.percentOff} BETWEEN 1 AND 100`),
    check('promo_codes_amount_positive', sql`${table.amountOffCents} IS NULL OR ${table.amountOffCents} > 0`),
    check('promo_codes_duration', sql`${table.duration} IN ('once', 'forever')`),
    check('promo_codes_redemptions_within_max', sql`${table.maxRedemptions} IS NULL OR ${table.redeemedCount} <= ${table.maxRedemptions}`),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutSessionId: uuid('checkout_session_id')
      .notNull()
      .unique()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('promo_redemptions_code_user_idx').on(table.promoCodeId, table.userId)],
);

export const workshopStatus = pgEnum('workshop_status', ['scheduled', 'cancelled']);

/**
 * A live Elite workshop (issue 29), scheduled at /admin/workshops. The start is kept as an
 * instant; `timeZone` is the owner's zone it was written in, so the admin sees it as entered.
 * `calendarSequence` grows with each change that registrants' calendars must follow.
 */
export const workshops = pgTable(
  'workshops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timeZone: text('time_zone').notNull(),
    joinLink: text('join_link').notNull(),
    capacity: integer('capacity').notNull(),
    status: workshopStatus('status').notNull().default('scheduled'),
    /** A video of the media library (its file name), attached after the workshop. */
    recordingVideoName: text('recording_video_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('workshops_starts_idx').on(table.startsAt),
    check('workshops_capacity_positive', sql`${table.capacity} > 0`),
    check('workshops_duration_positive', sql`${table.durationMinutes} > 0`),
  ],
);

export const workshopRegistrationStatus = pgEnum('workshop_registration_status', ['registered', 'cancelled']);
export const workshopAttendance = pgEnum('workshop_attendance', ['attended', 'no_show']);

/**
 * One row per member and workshop: cancelling sets `status`, registering again sets it back, so
 * the calendar entry (`calendarUid`) stays one event whose sequence grows with each change, the
 * member's or the workshop's.
 */
export const workshopRegistrations = pgTable(
  'workshop_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workshopId: uuid('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: workshopRegistrationStatus('status').notNull().default('registered'),
    attendance: workshopAttendance('attendance'),
    calendarUid: text('calendar_uid').notNull(),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [unique('workshop_registrations_member_unique').on(table.workshopId, table.userId), index('workshop_registrations_user_idx').on(table.userId)],
);

/**
 * What renews the Elite credential (issue 26), set by the admin: one row (id 1). `counts` names
 * the continuing education that counts: new lessons completed, workshops attended, or both.
 */
export const continuingEducationRule = pgTable(
  'continuing_education_rule',
  {
    id: integer('id').primaryKey().default(1),
    requiredCount: integer('required_count').notNull(),
    counts: text('counts', { enum: ['lessons', 'workshops', 'both'] }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check('continuing_education_rule_one_row', sql`${table.id} = 1`), check('continuing_education_rule_count', sql`${table.requiredCount} > 0`)],
);

// The admin audit log, complimentary plans and reissued certificates (issue 31, decisions 0100 and 0101).

/**
 * One row per admin write, written in the transaction of the write it records (`recordAdminAction`
 * in modules/audit). Never updated nor deleted: a trigger refuses both (migration 0019). The admin
 * is named by id and by the email they had then, without a foreign key, so an entry outlives its admin.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: entries of one instant still list in the order they were written. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    adminUserId: text('admin_user_id').notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt, table.seq),
    index('admin_audit_log_action_idx').on(table.action, table.createdAt),
    index('admin_audit_log_admin_idx').on(table.adminUserId, table.createdAt),
    index('admin_audit_log_target_idx').on(table.targetType, table.targetId, table.createdAt),
  ],
);

/**
 * A plan given by hand by an admin (complimentary), from `startsAt` until `endsAt`, or until
 * `endedAt` when an admin ended it earlier. Every grant stays as the learner's plan history.
 */
export const complimentaryPlans = pgTable(
  'complimentary_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: planType('plan_type').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    givenBy: text('given_by').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('complimentary_plans_user_idx').on(table.userId, table.endsAt),
    check('complimentary_plans_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * A certificate ID that was replaced when an admin corrected the name on it: the certificate as it
 * was, and the ID of the one that replaced it (kept current when that one is replaced in turn),
 * so the old ID still verifies and says so.
 */
export const certificateReplacements = pgTable(
  'certificate_replacements',
  {
    certificateId: text('certificate_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    replacedByCertificateId: text('replaced_by_certificate_id').notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('certificate_replacements_replaced_by_idx').on(table.replacedByCertificateId), index('certificate_replacements_user_idx').on(table.userId)],
);

// The custom AI audit (issue 29): the learner's intake, its files, and the report the owner delivers.

export const auditStatus = pgEnum('audit_status', ['received', 'in_progress', 'delivered']);

/**
 * One audit per entitlement: an Elite membership year (`elite:<year start>`) or a paid add-on
 * order (`order:<order id>`). The unique index is the last word on "one audit each".
 */
export const audits = pgTable(
  'audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entitlement: text('entitlement').notNull(),
    businessSize: text('business_size').notNull(),
    toolsInUse: text('tools_in_use').notNull(),
    processes: text('processes').notNull(),
    goals: text('goals').notNull(),
    status: auditStatus('status').notNull().default('received'),
    reportStorageKey: text('report_storage_key'),
    reportFileName: text('report_file_name'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('audits_entitlement_unique').on(table.userId, table.entitlement), index('audits_status_idx').on(table.status, table.createdAt)],
);

/** The files a learner sent with the intake (a process document, screenshots), stored through the media storage. */
export const auditFiles = pgTable(
  'audit_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => audits.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_files_audit_idx').on(table.auditId)],
);

// The Elite certification's case studies and the review board (issue 26, decision 0093).

export const caseStudyStatus = pgEnum('case_study_status', ['draft', 'submitted', 'returned', 'approved']);

/**
 * A written account of an AI project in the learner's business, one of the three the Elite
 * certification asks for (`slot` 1 to 3, one row each). The learner edits it while it is a draft
 * or returned; the review board approves or returns a submitted one.
 */
export const caseStudies = pgTable(
  'case_studies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: caseStudyStatus('status').notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('case_studies_user_slot').on(table.userId, table.slot),
    check('case_studies_slot_range', sql`${table.slot} BETWEEN 1 AND 3`),
    index('case_studies_status_submitted_idx').on(table.status, table.submittedAt),
  ],
);

/** A file attached to a case study, checked by its first bytes, stored under `case-studies/<uuid>.<ext>`. */
export const caseStudyAttachments = pgTable(
  'case_study_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseStudyId: uuid('case_study_id')
      .notNull()
      .references(() => caseStudies.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('case_study_attachments_case_study_idx').on(table.caseStudyId)],
);

export const caseStudyDecision = pgEnum('case_study_decision', ['approved', 'returned']);

/** Every decision of the review board, kept: who decided, what, when, and the comments. */
export const caseStudyReviews = pgTable(
  'case_study_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseStudyId: uuid('case_study_id')
      .notNull()
      .references(() => caseStudies.id, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name').notNull(),
    decision: caseStudyDecision('decision').notNull(),
    comment: text('comment').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('case_study_reviews_case_study_idx').on(table.caseStudyId, table.decidedAt)],
);

// Invoices and credit notes (issue 33, decision 0107).

/**
 * The last number issued in each gapless series ('invoice', 'credit-note'): the row is updated in
 * the transaction that issues the document, so a rollback gives the number back and two
 * fulfilments in parallel wait for each other (a sequence would leave gaps).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export const invoiceKind = pgEnum('invoice_kind', ['invoice', 'credit-note']);

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/**
 * An issued invoice or credit note: what was printed, kept as issued (seller and buyer as they
 * stood then). Buyer name, email, company, tax ID and address are personal data; the law keeps
 * issued invoices unchanged for years, so deleting an account detaches them (user_id set null)
 * rather than deleting or rewriting them (decision 0107).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: invoiceKind('kind').notNull(),
    /** The number within its series (1, 2, 3…), shown as INV-000001 or CN-000001. */
    number: integer('number').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The invoice a credit note credits. */
    creditsInvoiceId: uuid('credits_invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    currency: text('currency').notNull().default('usd'),
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerTaxId: text('seller_tax_id'),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerCompany: text('buyer_company'),
    buyerTaxId: text('buyer_tax_id'),
    buyerAddress: text('buyer_address'),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    discountLabel: text('discount_label'),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('invoices_kind_number_unique').on(table.kind, table.number),
    unique('invoices_order_kind_unique').on(table.orderId, table.kind),
    index('invoices_user_idx').on(table.userId, table.issuedAt),
  ],
);

/**
 * The community (issue 47): a post in one of the six spaces, or a question in a lesson's
 * discussion (`space` 'lesson', with its course and lesson). `authorPlan` is the plan the author
 * held when writing (an Elite question's 24-hour clock); `instructorAnsweredAt` is an admin's first
 * reply, `answeredAt` the author's or an admin's mark. A hidden post is kept for admins only.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    space: text('space').notNull(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id'),
    authorId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorPlan: planType('author_plan').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    instructorAnsweredAt: timestamp('instructor_answered_at', { withTimezone: true }),
    replyCount: integer('reply_count').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('community_posts_space_created_idx').on(table.space, table.createdAt),
    index('community_posts_space_activity_idx').on(table.space, table.lastActivityAt),
    index('community_posts_lesson_idx').on(table.courseId, table.lessonId, table.createdAt),
    index('community_posts_waiting_idx').on(table.space, table.createdAt).where(sql`${table.instructorAnsweredAt} IS NULL AND ${table.hiddenAt} IS NULL`),
    check('community_posts_lesson_has_course', sql`(${table.space} = 'lesson') = (${table.courseId} IS NOT NULL AND ${table.lessonId} IS NOT NULL)`),
    check('community_posts_reply_count', sql`${table.replyCount} >= 0`),
  ],
);

/** A reply in a post's thread; `fromInstructor` when an admin wrote it (the instructor's answer). */
export const communityReplies = pgTable(
  'community_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    authorId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    fromInstructor: boolean('from_instructor').notNull().default(false),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('community_replies_post_idx').on(table.postId, table.createdAt)],
);

/** One reaction of a kind per member and post. */
export const communityReactions = pgTable(
  'community_reactions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId, table.reaction] })],
);

/** A member's report of a post, open until an admin acts on the post (hide, restore, delete). */
export const communityReports = pgTable(
  'community_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    reporterId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [unique('community_reports_one_per_reporter').on(table.postId, table.reporterId), index('community_reports_open_idx').on(table.createdAt).where(sql`${table.resolvedAt} IS NULL`)],
);

/** A member kept from posting until `until`, by an admin (audit-logged); the latest suspension replaces the last. */
export const communitySuspensions = pgTable('community_suspensions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});
