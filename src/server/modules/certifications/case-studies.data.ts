import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { ListReviewsQuery } from '../../../shared/api/case-studies';
import type { CaseStudyStatus } from '../../../shared/case-studies';
import type { DbExecutor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { caseStudies, caseStudyAttachments, caseStudyReviews, users } from '../../db/schema';

export type CaseStudyRow = typeof caseStudies.$inferSelect;
export type AttachmentRow = typeof caseStudyAttachments.$inferSelect;
export type ReviewRow = typeof caseStudyReviews.$inferSelect;

export function findCaseStudiesOf(db: DbExecutor, userId: string): Promise<CaseStudyRow[]> {
  return db.select().from(caseStudies).where(eq(caseStudies.userId, userId)).orderBy(asc(caseStudies.slot));
}

export async function findCaseStudy(db: DbExecutor, id: string, options: { forUpdate?: boolean } = {}): Promise<CaseStudyRow | undefined> {
  const query = db.select().from(caseStudies).where(eq(caseStudies.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Locks the learner's case studies, so two decisions about one learner take turns (the third approval issues the credential once). */
export async function lockCaseStudiesOf(db: DbExecutor, userId: string): Promise<CaseStudyRow[]> {
  return db.select().from(caseStudies).where(eq(caseStudies.userId, userId)).orderBy(asc(caseStudies.slot)).for('update');
}

/** Inserts a draft in the given place; undefined when that place was taken meanwhile. */
export async function insertCaseStudy(db: DbExecutor, values: { userId: string; slot: number; title: string; body: string }): Promise<CaseStudyRow | undefined> {
  const [row] = await db.insert(caseStudies).values(values).onConflictDoNothing().returning();
  return row;
}

/** Changes a case study only while it is in one of `from`; undefined when it was not. */
export async function updateCaseStudyIn(
  db: DbExecutor,
  id: string,
  from: readonly CaseStudyStatus[],
  values: Partial<Pick<CaseStudyRow, 'title' | 'body' | 'status' | 'submittedAt'>>,
  now: Date,
): Promise<CaseStudyRow | undefined> {
  const [row] = await db
    .update(caseStudies)
    .set({ ...values, updatedAt: now })
    .where(and(eq(caseStudies.id, id), inArray(caseStudies.status, [...from])))
    .returning();
  return row;
}

export function findAttachments(db: DbExecutor, caseStudyIds: string[]): Promise<AttachmentRow[]> {
  if (caseStudyIds.length === 0) return Promise.resolve([]);
  return db.select().from(caseStudyAttachments).where(inArray(caseStudyAttachments.caseStudyId, caseStudyIds)).orderBy(asc(caseStudyAttachments.createdAt));
}

export async function findAttachment(db: DbExecutor, id: string): Promise<(AttachmentRow & { ownerId: string }) | undefined> {
  const [row] = await db
    .select({ attachment: caseStudyAttachments, ownerId: caseStudies.userId })
    .from(caseStudyAttachments)
    .innerJoin(caseStudies, eq(caseStudies.id, caseStudyAttachments.caseStudyId))
    .where(eq(caseStudyAttachments.id, id));
  return row ? { ...row.attachment, ownerId: row.ownerId } : undefined;
}

export async function insertAttachment(db: DbExecutor, values: typeof caseStudyAttachments.$inferInsert): Promise<void> {
  await db.insert(caseStudyAttachments).values(values);
}

export async function deleteAttachment(db: DbExecutor, caseStudyId: string, attachmentId: string): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .delete(caseStudyAttachments)
    .where(and(eq(caseStudyAttachments.id, attachmentId), eq(caseStudyAttachments.caseStudyId, caseStudyId)))
    .returning();
  return row;
}

export function findReviews(db: DbExecutor, caseStudyIds: string[]): Promise<ReviewRow[]> {
  if (caseStudyIds.length === 0) return Promise.resolve([]);
  return db.select().from(caseStudyReviews).where(inArray(caseStudyReviews.caseStudyId, caseStudyIds)).orderBy(asc(caseStudyReviews.decidedAt));
}

export async function insertReview(db: DbExecutor, values: typeof caseStudyReviews.$inferInsert): Promise<void> {
  await db.insert(caseStudyReviews).values(values);
}

export async function findLearner(db: DbExecutor, userId: string) {
  const [row] = await db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return row;
}

const learnerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const SORT_COLUMNS = { submitted: caseStudies.submittedAt, learner: learnerName, title: caseStudies.title } as const;

/** One page of the review board's queue, with the total that matches. */
export async function findReviewQueue(db: DbExecutor, query: ListReviewsQuery, limit: number) {
  const search = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const where = and(
    query.status === 'all' ? ne(caseStudies.status, 'draft') : eq(caseStudies.status, query.status),
    search ? or(ilike(caseStudies.title, search), ilike(users.email, search), ilike(learnerName, search)) : undefined,
  );
  const order = query.direction === 'asc' ? asc : desc;
  const returnedCount = sql<number>`(select count(*)::int from ${caseStudyReviews} where ${caseStudyReviews.caseStudyId} = ${caseStudies.id} and ${caseStudyReviews.decision} = 'returned')`;
  const attachmentCount = sql<number>`(select count(*)::int from ${caseStudyAttachments} where ${caseStudyAttachments.caseStudyId} = ${caseStudies.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: caseStudies.id,
        title: caseStudies.title,
        status: caseStudies.status,
        submittedAt: caseStudies.submittedAt,
        learnerName,
        learnerEmail: users.email,
        returnedCount,
        attachmentCount,
      })
      .from(caseStudies)
      .innerJoin(users, eq(users.id, caseStudies.userId))
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), asc(caseStudies.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    db.select({ total: count() }).from(caseStudies).innerJoin(users, eq(users.id, caseStudies.userId)).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Case studies submitted and waiting for the review board (the admin home's to-dos). */
export async function countCaseStudiesToReview(db: DbExecutor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(caseStudies).where(eq(caseStudies.status, 'submitted'));
  return row?.total ?? 0;
}
