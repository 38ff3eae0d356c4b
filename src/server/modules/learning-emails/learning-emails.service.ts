import type { FastifyBaseLogger } from 'fastify';
import type { EmailPreferences, SaveEmailPreferencesBody, UnsubscribeLink } from '../../../shared/api/learning-emails';
import { countCompleted, flattenLessons, initialLessonId, progressPercent } from '../../../shared/course-progress';
import { parseCurriculum, type Curriculum } from '../../../shared/curriculum';
import {
  effectiveTimeZone,
  INACTIVITY_DAYS,
  isWithinSendingHours,
  localIsoWeek,
  SCHOOL_TIME_ZONE,
  type LearningEmailKind,
} from '../../../shared/learning-emails';
import { withTransaction, type DbExecutor } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import { enqueueEmails, type OutgoingEmail } from '../mail/outgoing-email';
import { holdsActiveSeatCondition } from '../teams/teams.service';
import { inactivityReminderEmail, newCourseEmail, weeklyDigestEmail, type UnsubscribeLinks } from './learning-email-content';
import {
  claimSends,
  findCompletedLessons,
  findCourses,
  findDigestLearners,
  findInactiveLearners,
  findLearnerEmail,
  findNewCourseRecipients,
  findPreferences,
  findWeeklyProgress,
  insertUnsubscribe,
  linkSendsToEmails,
  recordNewlyPublishedCourses,
  savePreferences,
  timeZonesInUse,
  type PreferenceChanges,
  type PreferencesRow,
  type Recipient,
} from './learning-emails.data';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';
import { maskEmail } from '../../../shared/mask-email';

const DAY_MS = 24 * 60 * 60_000;
/** A new course is news for a week: a learner whose quiet hours cover its first day still hears of it. */
const NEWS_DAYS = 7;
/** Learners per transaction: short transactions (PGlite has one connection), few round trips. */
const BATCH_SIZE = 500;
/** A run stops after this many batches of a kind; the next run goes on. */
const MAX_BATCHES = 200;

export interface LearningEmailSettings {
  publicUrl: string;
  /** Signs the unsubscribe links (the site's AUTH_SECRET). */
  signingSecret: string;
}

export interface LearningEmailRun {
  inactivityReminders: number;
  weeklyDigests: number;
  newCourses: number;
}

const INVALID_LINK = 'This unsubscribe link is not valid: open the link from the email again, or change your email settings on your profile.';

const PREFERENCE_COLUMN: Record<LearningEmailKind, 'inactivityReminder' | 'weeklyDigest' | 'newCourses'> = {
  'inactivity-reminder': 'inactivityReminder',
  'weekly-digest': 'weeklyDigest',
  'new-course': 'newCourses',
};

const DEFAULTS: Omit<PreferencesRow, 'userId' | 'updatedAt'> = { timeZone: null, inactivityReminder: true, weeklyDigest: false, newCourses: true };

function presentPreferences(row: Omit<PreferencesRow, 'userId' | 'updatedAt'> | undefined): EmailPreferences {
  const stored = row ?? DEFAULTS;
  return { timeZone: effectiveTimeZone(stored.timeZone), inactivityReminder: stored.inactivityReminder, weeklyDigest: stored.weeklyDigest, newCourse: stored.newCourses };
}

function safeCurriculum(stored: unknown): Curriculum {
  try {
    return parseCurriculum(stored);
  } catch {
    return { modules: [] };
  }
}

/**
 * The learning emails (issue 32): the learner's preferences, the unsubscribe links, and the
 * scheduler's run. A run is safe in every process at once and after a crash: each email's
 * (learner, kind, period) key is claimed in the transaction that queues it (decision 0104).
 */
export class LearningEmailsService {
  constructor(
    private readonly db: DbExecutor,
    private readonly settings: LearningEmailSettings,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async preferences(viewer: Viewer): Promise<EmailPreferences> {
    return presentPreferences(await findPreferences(this.db, viewer.id));
  }

  async savePreferences(viewer: Viewer, body: SaveEmailPreferencesBody): Promise<EmailPreferences> {
    const changes: PreferenceChanges = {
      timeZone: body.timeZone,
      inactivityReminder: body.inactivityReminder,
      weeklyDigest: body.weeklyDigest,
      newCourses: body.newCourse,
    };
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as PreferenceChanges;
    return withTransaction(this.db, async (tx) => {
      const before = (await findPreferences(tx, viewer.id)) ?? DEFAULTS;
      const saved = await savePreferences(tx, viewer.id, defined);
      for (const [kind, column] of Object.entries(PREFERENCE_COLUMN) as [LearningEmailKind, (typeof PREFERENCE_COLUMN)[LearningEmailKind]][]) {
        if (before[column] && !saved[column]) await insertUnsubscribe(tx, { userId: viewer.id, kind, source: 'profile' });
      }
      return presentPreferences(saved);
    });
  }

  /** The confirm page's reading of a link: never changes anything. */
  async describeLink(token: string): Promise<UnsubscribeLink> {
    const { userId, kind } = this.readToken(token);
    const email = await findLearnerEmail(this.db, userId);
    if (!email) throw new AppError('NOT_FOUND', 'This account no longer exists, so it gets no more emails.');
    const row = await findPreferences(this.db, userId);
    return { kind, maskedEmail: maskEmail(email), subscribed: (row ?? DEFAULTS)[PREFERENCE_COLUMN[kind]] };
  }

  /** Turns the link's kind off and logs it; a second time changes nothing and logs nothing. */
  async unsubscribe(token: string, source: 'one-click' | 'unsubscribe-page'): Promise<UnsubscribeLink> {
    const { userId, kind } = this.readToken(token);
    const email = await findLearnerEmail(this.db, userId);
    if (!email) throw new AppError('NOT_FOUND', 'This account no longer exists, so it gets no more emails.');
    await withTransaction(this.db, async (tx) => {
      const row = await findPreferences(tx, userId);
      if (!(row ?? DEFAULTS)[PREFERENCE_COLUMN[kind]]) return;
      await savePreferences(tx, userId, { [PREFERENCE_COLUMN[kind]]: false });
      await insertUnsubscribe(tx, { userId, kind, source });
      this.log?.info({ userId, kind, source }, 'learning emails: unsubscribed');
    });
    return { kind, maskedEmail: maskEmail(email), subscribed: false };
  }

  /** The address of a learner's unsubscribe link for one kind: the page on GET, the one-click unsubscribe on POST. */
  unsubscribeLinks(userId: string, kind: LearningEmailKind): UnsubscribeLinks {
    return { url: `${this.settings.publicUrl}/unsubscribe?token=${unsubscribeToken(this.settings.signingSecret, userId, kind)}` };
  }

  /** Queues every learning email due at `now` to learners whose sending hours are open. */
  async sendDue(now: Date): Promise<LearningEmailRun> {
    await recordNewlyPublishedCourses(this.db, now);
    const zones = [...new Set([SCHOOL_TIME_ZONE, ...(await timeZonesInUse(this.db))])].filter((zone) => isWithinSendingHours(now, zone));
    const run: LearningEmailRun = { inactivityReminders: 0, weeklyDigests: 0, newCourses: 0 };
    if (zones.length === 0) return run;
    run.inactivityReminders = await this.inBatches(() => findInactiveLearners(this.db, { studiedBefore: new Date(now.getTime() - INACTIVITY_DAYS * DAY_MS), zones, schoolZone: SCHOOL_TIME_ZONE, limit: BATCH_SIZE }), (batch) =>
      this.queueInactivityReminders(batch),
    );
    for (const zone of zones) {
      const week = localIsoWeek(now, zone);
      run.weeklyDigests += await this.inBatches(() => findDigestLearners(this.db, { zone, week, schoolZone: SCHOOL_TIME_ZONE, limit: BATCH_SIZE }), (batch) =>
        this.queueWeeklyDigests(batch, week, now),
      );
    }
    run.newCourses = await this.inBatches(() => findNewCourseRecipients(this.db, {
          announcedSince: new Date(now.getTime() - NEWS_DAYS * DAY_MS),
          zones,
          schoolZone: SCHOOL_TIME_ZONE,
          limit: BATCH_SIZE,
          // A seat of a team in force gives the Pro library, so its holder hears of new Pro courses too.
          holdsSeat: (userId) => holdsActiveSeatCondition(userId, now),
        }), (batch) =>
      this.queueNewCourseEmails(batch),
    );
    return run;
  }

  private readToken(token: string): { userId: string; kind: LearningEmailKind } {
    const read = readUnsubscribeToken(this.settings.signingSecret, token);
    if (!read) throw new AppError('BAD_REQUEST', INVALID_LINK);
    return read;
  }

  /** Finds and queues batch after batch until none is left: a batch another process took is skipped, not repeated. */
  private async inBatches<T>(find: () => Promise<T[]>, queue: (batch: T[]) => Promise<number>): Promise<number> {
    let queued = 0;
    for (let round = 0; round < MAX_BATCHES; round += 1) {
      const batch = await find();
      if (batch.length === 0) break;
      queued += await queue(batch);
    }
    return queued;
  }

  /** Claims the keys, then queues an email for each key won, in one transaction. */
  private async claimAndQueue<T extends { userId: string; period: string }>(kind: LearningEmailKind, candidates: T[], compose: (candidate: T) => OutgoingEmail): Promise<number> {
    return withTransaction(this.db, async (tx) => {
      const won = new Set((await claimSends(tx, kind, candidates)).map(({ userId, period }) => `${userId}\n${period}`));
      const chosen = candidates.filter(({ userId, period }) => won.has(`${userId}\n${period}`));
      const ids = await enqueueEmails(tx, chosen.map(compose));
      await linkSendsToEmails(tx, kind, chosen.map(({ userId, period }, index) => ({ userId, period, emailId: ids[index]! })));
      return chosen.length;
    });
  }

  private async queueInactivityReminders(batch: Awaited<ReturnType<typeof findInactiveLearners>>): Promise<number> {
    const courses = new Map((await findCourses(this.db, [...new Set(batch.map((learner) => learner.courseId))])).map((course) => [course.id, { ...course, curriculum: safeCurriculum(course.curriculum) }]));
    const completed = new Map((await findCompletedLessons(this.db, batch.map((learner) => learner.userId))).map((row) => [`${row.userId}\n${row.courseId}`, row.lessonIds]));
    return this.claimAndQueue('inactivity-reminder', batch, (learner) => {
      const course = courses.get(learner.courseId);
      if (!course) return inactivityReminderEmail({ ...this.recipient(learner), courseTitle: 'your course', lessonTitle: null, resumeUrl: `${this.settings.publicUrl}/dashboard`, links: this.unsubscribeLinks(learner.userId, 'inactivity-reminder') });
      // A video stopped part-way resumes there; after a completed lesson, the first one still open.
      const lessonId = learner.source === 'video' ? learner.lessonId : (initialLessonId(course.curriculum, completed.get(`${learner.userId}\n${learner.courseId}`) ?? []) ?? learner.lessonId);
      const lesson = flattenLessons(course.curriculum).find((entry) => entry.lesson.id === lessonId)?.lesson;
      return inactivityReminderEmail({
        ...this.recipient(learner),
        courseTitle: course.title,
        lessonTitle: lesson?.title ?? null,
        resumeUrl: `${this.settings.publicUrl}/learn/${course.slug}${lesson ? `?lesson=${encodeURIComponent(lesson.id)}` : ''}`,
        links: this.unsubscribeLinks(learner.userId, 'inactivity-reminder'),
      });
    });
  }

  private async queueWeeklyDigests(batch: Recipient[], week: string, now: Date): Promise<number> {
    const progress = await findWeeklyProgress(this.db, batch.map((learner) => learner.userId), new Date(now.getTime() - 7 * DAY_MS));
    return this.claimAndQueue(
      'weekly-digest',
      batch.map((learner) => ({ ...learner, period: week })),
      (learner) => {
        const courses = progress
          .filter((row) => row.userId === learner.userId)
          .map((row) => {
            const curriculum = safeCurriculum(row.curriculum);
            return { title: row.title, percent: progressPercent(countCompleted(curriculum, row.lessonIds), flattenLessons(curriculum).length), doneThisWeek: row.doneThisWeek };
          });
        return weeklyDigestEmail({ ...this.recipient(learner), courses, dashboardUrl: `${this.settings.publicUrl}/dashboard`, links: this.unsubscribeLinks(learner.userId, 'weekly-digest') });
      },
    );
  }

  private async queueNewCourseEmails(batch: Awaited<ReturnType<typeof findNewCourseRecipients>>): Promise<number> {
    const courses = new Map((await findCourses(this.db, [...new Set(batch.map((learner) => learner.courseId))])).map((course) => [course.id, course]));
    return this.claimAndQueue(
      'new-course',
      batch.map((learner) => ({ ...learner, period: learner.courseId })),
      (learner) => {
        const course = courses.get(learner.courseId)!;
        return newCourseEmail({
          ...this.recipient(learner),
          courseTitle: course.title,
          courseDescription: course.description,
          courseUrl: `${this.settings.publicUrl}/courses/${course.slug}`,
          links: this.unsubscribeLinks(learner.userId, 'new-course'),
        });
      },
    );
  }

  private recipient(learner: Recipient): { to: string; firstName: string } {
    return { to: learner.email, firstName: learner.firstName };
  }
}
