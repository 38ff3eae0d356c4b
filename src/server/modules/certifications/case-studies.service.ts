import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  caseStudyAttachmentUrl,
  REVIEW_PAGE_SIZE,
  type CaseStudy,
  type CaseStudyBody,
  type ListReviewsQuery,
  type ListReviewsResponse,
  type MyCaseStudies,
  type ReviewDecisionBody,
  type ReviewDetail,
} from '../../../shared/api/case-studies';
import {
  acceptedAttachmentExtension,
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_SIZE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  CASE_STUDIES_REQUIRED,
  CASE_STUDY_STATUS_LABELS,
  MAX_ATTACHMENTS_PER_CASE_STUDY,
  mayEditCaseStudy,
  submissionProblem,
} from '../../../shared/case-studies';
import { findCertificationTrack } from '../../../shared/certification-tracks';
import { SIGNATURE_BYTES } from '../../../shared/file-signature';
import { formatFileSize } from '../../../shared/file-size';
import { mayTakeTrack } from '../../../shared/entitlements';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { withTransaction, type Database, type DbExecutor } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { mayActAsAdmin, type Viewer } from '../accounts/viewer';
import { enqueueEmail } from '../mail/outgoing-email';
import type { FileToServe } from '../media/media.service';
import {
  deleteAttachment,
  findAttachment,
  findAttachments,
  findCaseStudiesOf,
  findCaseStudy,
  findLearner,
  findReviewQueue,
  findReviews,
  insertAttachment,
  insertCaseStudy,
  insertReview,
  lockCaseStudiesOf,
  updateCaseStudyIn,
  type CaseStudyRow,
} from './case-studies.data';
import { caseStudyDecisionEmail } from './case-studies.emails';
import { issueCredentialIfEarned } from './certifications.service';

/** The certification whose case studies these are. */
const ELITE_TRACK = findCertificationTrack('ai-implementation-partner')!;

/** One attachment as the multipart reader hands it over. */
export { countCaseStudiesToReview } from './case-studies.data';

export interface AttachmentPart {
  fileName: string;
  stream: Readable & { truncated?: boolean };
}

/** @fastify/multipart ends a file's stream at the size limit with this error. */
const isFileTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', ATTACHMENT_SIZE_MESSAGE);
const noSuchCaseStudy = () => notFound('There is no such case study');

async function readAll(stream: AttachmentPart['stream']): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch (error) {
    throw isFileTooLarge(error) ? tooLarge() : error;
  }
  if (stream.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

export interface CaseStudyEmailSettings {
  publicUrl: string;
}

/**
 * The Elite certification's case studies (issue 26, decision 0093): an Elite learner writes three,
 * with attachments served only to them and to admins; the review board approves or returns each
 * submitted one, every decision is kept, the learner is emailed either way, and the third approval
 * after a passed assessment issues the credential (`issueCredentialIfEarned`).
 */
export class CaseStudiesService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly settings: CaseStudyEmailSettings,
  ) {}

  async mine(viewer: Viewer): Promise<MyCaseStudies> {
    const rows = await findCaseStudiesOf(this.db, viewer.id);
    return {
      caseStudies: await this.present(this.db, rows),
      required: CASE_STUDIES_REQUIRED,
      approved: rows.filter((row) => row.status === 'approved').length,
      mayWrite: mayWrite(viewer),
    };
  }

  async create(viewer: Viewer, body: CaseStudyBody): Promise<{ caseStudy: CaseStudy }> {
    requireWriter(viewer);
    const taken = new Set((await findCaseStudiesOf(this.db, viewer.id)).map((row) => row.slot));
    const slot = [1, 2, 3].find((place) => !taken.has(place));
    if (slot === undefined) throw new AppError('CONFLICT', `You have your ${CASE_STUDIES_REQUIRED} case studies; edit a draft or a returned one instead`);
    const row = await insertCaseStudy(this.db, { userId: viewer.id, slot, title: body.title, body: body.body });
    if (!row) throw new AppError('CONFLICT', 'Another tab saved a case study at the same moment; reload to see it');
    return { caseStudy: await this.presentOne(this.db, row) };
  }

  async update(viewer: Viewer, id: string, body: CaseStudyBody, now: Date): Promise<{ caseStudy: CaseStudy }> {
    requireWriter(viewer);
    const current = await this.requireOwn(viewer, id);
    const row = await updateCaseStudyIn(this.db, id, ['draft', 'returned'], { title: body.title, body: body.body }, now);
    if (!row) throw notEditable(current);
    return { caseStudy: await this.presentOne(this.db, row) };
  }

  async submit(viewer: Viewer, id: string, now: Date): Promise<{ caseStudy: CaseStudy }> {
    requireWriter(viewer);
    const current = await this.requireOwn(viewer, id);
    const problem = submissionProblem(current);
    if (problem) throw new AppError(current.status === 'submitted' || current.status === 'approved' ? 'CONFLICT' : 'BAD_REQUEST', problem);
    const row = await updateCaseStudyIn(this.db, id, ['draft', 'returned'], { status: 'submitted', submittedAt: now }, now);
    if (!row) throw notEditable(current);
    return { caseStudy: await this.presentOne(this.db, row) };
  }

  /** Stores one attachment after checking its content and size; nothing is kept when it is refused. */
  async attach(viewer: Viewer, id: string, file: AttachmentPart | undefined): Promise<{ caseStudy: CaseStudy }> {
    if (!mayWrite(viewer)) {
      file?.stream.resume();
      requireWriter(viewer);
    }
    const current = await this.requireOwn(viewer, id).catch((error: unknown) => {
      file?.stream.resume();
      throw error;
    });
    if (!file) throw badRequest('Choose a file to attach.', 'file');
    const bytes = await readAll(file.stream);
    const extension = acceptedAttachmentExtension(file.fileName, bytes.subarray(0, SIGNATURE_BYTES));
    if (!extension) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ATTACHMENT_TYPE_MESSAGE);
    if (!mayEditCaseStudy(current.status)) throw notEditable(current);
    const storageKey = `case-studies/${randomUUID()}.${extension}`;
    await this.storage.put(storageKey, bytes, { contentType: ATTACHMENT_CONTENT_TYPES[extension]! });
    try {
      const row = await withTransaction(this.db, async (tx) => {
        const locked = await findCaseStudy(tx, id, { forUpdate: true });
        if (!locked || !mayEditCaseStudy(locked.status)) throw notEditable(current);
        if ((await findAttachments(tx, [id])).length >= MAX_ATTACHMENTS_PER_CASE_STUDY) {
          throw new AppError('CONFLICT', `A case study takes at most ${MAX_ATTACHMENTS_PER_CASE_STUDY} attachments; remove one first`);
        }
        await insertAttachment(tx, { caseStudyId: id, fileName: file.fileName.slice(0, 200), storageKey, contentType: ATTACHMENT_CONTENT_TYPES[extension]!, sizeBytes: bytes.length });
        return locked;
      });
      return { caseStudy: await this.presentOne(this.db, row) };
    } catch (error) {
      await this.storage.remove(storageKey);
      throw error;
    }
  }

  async removeAttachment(viewer: Viewer, id: string, attachmentId: string): Promise<{ caseStudy: CaseStudy }> {
    requireWriter(viewer);
    const current = await this.requireOwn(viewer, id);
    if (!mayEditCaseStudy(current.status)) throw notEditable(current);
    const removed = await deleteAttachment(this.db, id, attachmentId);
    if (!removed) throw notFound('There is no such attachment');
    await this.storage.remove(removed.storageKey);
    return { caseStudy: await this.presentOne(this.db, current) };
  }

  /** An attachment, for the learner who wrote the case study and for admins; 403 for anyone else. */
  async openAttachment(viewer: Viewer, attachmentId: string): Promise<FileToServe> {
    const attachment = await findAttachment(this.db, attachmentId);
    if (!attachment) throw notFound('File not found');
    if (!mayActAsAdmin(viewer) && attachment.ownerId !== viewer.id) throw new AppError('FORBIDDEN', 'You do not have access to this file.');
    return { storageKey: attachment.storageKey, contentType: attachment.contentType, fileName: attachment.fileName };
  }

  // The review board.

  async queue(query: ListReviewsQuery): Promise<ListReviewsResponse> {
    const { rows, total } = await findReviewQueue(this.db, query, REVIEW_PAGE_SIZE);
    return {
      reviews: rows.map((row) => ({ ...row, submittedAt: row.submittedAt?.toISOString() ?? null })),
      page: query.page,
      pageSize: REVIEW_PAGE_SIZE,
      total,
    };
  }

  async detail(id: string): Promise<{ caseStudy: ReviewDetail }> {
    const row = await findCaseStudy(this.db, id);
    if (!row || row.status === 'draft') throw noSuchCaseStudy();
    return { caseStudy: await this.presentForBoard(this.db, row) };
  }

  /**
   * Approves or returns a submitted case study, keeps the decision with who made it and when, and
   * emails the learner; approving the last one the certification needs issues the credential.
   * The learner's case studies are locked meanwhile, so two decisions about one learner take turns.
   */
  async decide(reviewer: Viewer, id: string, decision: ReviewDecisionBody & { comment: string }, now: Date): Promise<{ caseStudy: ReviewDetail }> {
    const found = await findCaseStudy(this.db, id);
    if (!found || found.status === 'draft') throw noSuchCaseStudy();
    const learner = await findLearner(this.db, found.userId);
    if (!learner) throw noSuchCaseStudy();
    const row = await withTransaction(this.db, async (tx) => {
      await lockCaseStudiesOf(tx, found.userId);
      const status = decision.decision === 'approve' ? 'approved' : 'returned';
      const decided = await updateCaseStudyIn(tx, id, ['submitted'], { status }, now);
      if (!decided) {
        const current = (await findCaseStudy(tx, id))!;
        throw new AppError('CONFLICT', `This case study is not waiting for a decision: it is ${CASE_STUDY_STATUS_LABELS[current.status].toLowerCase()}`);
      }
      await insertReview(tx, {
        caseStudyId: id,
        reviewerId: reviewer.id,
        reviewerName: `${reviewer.firstName} ${reviewer.lastName}`.trim() || reviewer.email,
        decision: status,
        comment: decision.comment,
        decidedAt: now,
      });
      const credential = status === 'approved' ? await issueCredentialIfEarned(tx, learner, ELITE_TRACK, now) : null;
      const approved = (await findCaseStudiesOf(tx, learner.id)).filter((entry) => entry.status === 'approved').length;
      await enqueueEmail(
        tx,
        caseStudyDecisionEmail({ learner, caseStudy: decided, decision: status, comment: decision.comment, approved, credential, publicUrl: this.settings.publicUrl }),
      );
      return decided;
    });
    return { caseStudy: await this.presentForBoard(this.db, row) };
  }

  private async requireOwn(viewer: Viewer, id: string): Promise<CaseStudyRow> {
    const row = await findCaseStudy(this.db, id);
    if (!row || row.userId !== viewer.id) throw noSuchCaseStudy();
    return row;
  }

  private async presentForBoard(db: DbExecutor, row: CaseStudyRow): Promise<ReviewDetail> {
    const learner = await findLearner(db, row.userId);
    const approvedOfLearner = (await findCaseStudiesOf(db, row.userId)).filter((entry) => entry.status === 'approved').length;
    return {
      ...(await this.presentOne(db, row)),
      learnerName: `${learner?.firstName ?? ''} ${learner?.lastName ?? ''}`.trim(),
      learnerEmail: learner?.email ?? '',
      approvedOfLearner,
    };
  }

  private async presentOne(db: DbExecutor, row: CaseStudyRow): Promise<CaseStudy> {
    return (await this.present(db, [row]))[0]!;
  }

  private async present(db: DbExecutor, rows: CaseStudyRow[]): Promise<CaseStudy[]> {
    const ids = rows.map((row) => row.id);
    const [attachments, reviews] = await Promise.all([findAttachments(db, ids), findReviews(db, ids)]);
    return rows.map((row) => ({
      id: row.id,
      slot: row.slot,
      title: row.title,
      body: row.body,
      status: row.status,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
      attachments: attachments
        .filter((attachment) => attachment.caseStudyId === row.id)
        .map((attachment) => ({ id: attachment.id, fileName: attachment.fileName, size: formatFileSize(attachment.sizeBytes), url: caseStudyAttachmentUrl(attachment.id) })),
      reviews: reviews
        .filter((review) => review.caseStudyId === row.id)
        .map((review) => ({ decision: review.decision, comment: review.comment, reviewerName: review.reviewerName, decidedAt: review.decidedAt.toISOString() })),
    }));
  }
}

const mayWrite = (viewer: Viewer) => mayTakeTrack(viewer.plan, ELITE_TRACK.plan);

function requireWriter(viewer: Viewer): void {
  if (!mayWrite(viewer)) {
    throw new AppError('UPGRADE_REQUIRED', `Case studies are part of ${ELITE_TRACK.title}, included in the Elite plan; upgrade to write them`);
  }
}

function notEditable(row: CaseStudyRow): AppError {
  return new AppError(
    'CONFLICT',
    row.status === 'approved' ? 'This case study is approved; it cannot be changed' : 'This case study is with the review board; you can edit it again if it is returned',
  );
}
