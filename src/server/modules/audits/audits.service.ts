import { AUDIT_FILE_TOO_LARGE, AUDIT_FILE_TYPE_MESSAGE, AUDIT_FILE_TYPES, auditFileTypeOf, entitlementKey, isPdf, MAX_AUDIT_FILES, openEntitlement, type AuditEntitlement, type AuditStatus } from '../../../shared/audits';
import {
  INTAKE_FIELDS,
  intakeAnswersSchema,
  type AdminAudit,
  type AdminAuditSummary,
  type ListAdminAuditsQuery,
  type ListAdminAuditsResponse,
  type MyAudit,
  type MyAuditsResponse,
} from '../../../shared/api/audits';
import { formatFileSize } from '../../../shared/file-size';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { withTransaction, type DbExecutor } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { mayActAsAdmin, type Viewer } from '../accounts/viewer';
import { eliteMembershipYearOf, paidAddOnOrdersOf } from '../billing/subscription.service';
import { enqueueEmail } from '../mail/outgoing-email';
import type { FileToServe } from '../media/media.service';
import { FileTooLargeError, storeCheckedFile, type StoredUpload, type UploadPart } from './audit-uploads';
import { learnerAuditEmail, ownerIntakeEmail, type AuditEmailSettings } from './audits-emails';
import {
  findAudit,
  findAuditFile,
  insertAudit,
  insertAuditFiles,
  listAuditsForAdmin,
  listAuditsOf,
  listFilesOf,
  lockAudit,
  updateAudit,
  type AuditFileRow,
  type AuditLearner,
  type AuditRow,
} from './audits.data';

const PAGE_SIZE = 20;

const NOT_ENTITLED = 'The Custom AI Audit comes with Elite Access, or on its own from the pricing page.';
const ALREADY_SENT = 'You have sent the intake for your audit already. Follow it on this page; for another audit, buy the add-on from the pricing page.';
const NO_REPORT_YET = 'Upload the audit report (PDF) first: the learner downloads it once the audit is delivered.';
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', AUDIT_FILE_TOO_LARGE, 'files');
const wrongType = (fileName: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', `${fileName}: ${AUDIT_FILE_TYPE_MESSAGE}`, 'files');

const reportUrlOf = (auditId: string) => `/media/audits/${auditId}/report`;
const fileUrlOf = (file: AuditFileRow) => `/media/audits/${file.auditId}/files/${file.id}`;
const sourceOf = (audit: AuditRow) => (audit.entitlement.startsWith('elite:') ? 'Elite Access' : 'Custom AI Audit');

function answersOf(audit: AuditRow): MyAudit['answers'] {
  return { businessSize: audit.businessSize, toolsInUse: audit.toolsInUse, processes: audit.processes, goals: audit.goals };
}

function presentFile(file: AuditFileRow) {
  return { id: file.id, fileName: file.fileName, size: formatFileSize(file.sizeBytes) };
}

function presentMine(audit: AuditRow, files: AuditFileRow[]): MyAudit {
  const delivered = audit.status === 'delivered' && audit.reportStorageKey !== null;
  return {
    id: audit.id,
    status: audit.status,
    submittedAt: audit.createdAt.toISOString(),
    deliveredAt: audit.deliveredAt?.toISOString() ?? null,
    answers: answersOf(audit),
    files: files.filter((file) => file.auditId === audit.id).map(presentFile),
    reportUrl: delivered ? reportUrlOf(audit.id) : null,
  };
}

function presentSummary(audit: AuditRow, learner: AuditLearner): AdminAuditSummary {
  return {
    id: audit.id,
    learnerName: `${learner.firstName} ${learner.lastName}`.trim(),
    learnerEmail: learner.email,
    source: sourceOf(audit),
    status: audit.status,
    submittedAt: audit.createdAt.toISOString(),
    hasReport: audit.reportStorageKey !== null,
  };
}

/**
 * The custom AI audit (issue 29). A learner holds one audit per Elite membership year and one per
 * paid add-on order; the intake (four answers and up to five files, each checked by its first
 * bytes) uses the first one not used yet. The admin moves the audit through its states, the
 * learner emailed at each through the outbox, and uploads the report only that learner and
 * admins may download. Files are stored before the transaction that records them, and removed
 * again when the request is refused, so a refusal leaves nothing behind.
 */
export { countUndeliveredAudits } from './audits.data';

export class AuditsService {
  constructor(
    private readonly db: DbExecutor,
    private readonly storage: FileStorage,
    private readonly settings: AuditEmailSettings,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async mine(viewer: Viewer): Promise<MyAuditsResponse> {
    const rows = await listAuditsOf(this.db, viewer.id);
    const files = await listFilesOf(
      this.db,
      rows.map((row) => row.id),
    );
    const open = await this.openEntitlementOf(this.db, viewer.id, rows);
    return { mayStart: open !== null, audits: rows.map((row) => presentMine(row, files)) };
  }

  async submitIntake(viewer: Viewer, parts: AsyncIterable<UploadPart>): Promise<{ audit: MyAudit }> {
    await this.entitlementFor(this.db, viewer);
    const fields = new Map<string, string>();
    const stored: StoredUpload[] = [];
    let refusal: AppError | undefined;
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          fields.set(part.name, part.value);
        } else if (part.name !== 'files' || refusal || part.fileName === '') {
          part.stream.resume();
        } else if (stored.length >= MAX_AUDIT_FILES) {
          part.stream.resume();
          refusal = badRequest(`Attach at most ${MAX_AUDIT_FILES} files.`, 'files');
        } else {
          const file = await storeCheckedFile(this.storage, part, auditFileTypeOf, (type) => AUDIT_FILE_TYPES[type]);
          if (file) stored.push(file);
          else refusal = wrongType(part.fileName);
        }
      }
    } catch (error) {
      await this.removeAll(stored);
      throw error instanceof FileTooLargeError ? tooLarge() : error;
    }
    const answers = intakeAnswersSchema.safeParse(Object.fromEntries(INTAKE_FIELDS.map((field) => [field, fields.get(field) ?? ''])));
    if (refusal || !answers.success) {
      await this.removeAll(stored);
      const issue = answers.error?.issues[0];
      throw refusal ?? badRequest(issue?.message ?? 'Answer every question.', issue?.path[0]?.toString());
    }
    try {
      return await withTransaction(this.db, async (tx) => {
        const entitlement = await this.entitlementFor(tx, viewer);
        const audit = await insertAudit(tx, { userId: viewer.id, entitlement: entitlementKey(entitlement), ...answers.data });
        if (!audit) throw new AppError('CONFLICT', ALREADY_SENT);
        await insertAuditFiles(
          tx,
          stored.map((file) => ({ auditId: audit.id, fileName: file.fileName, storageKey: file.key, contentType: file.contentType, sizeBytes: file.size })),
        );
        await enqueueEmail(tx, learnerAuditEmail('received', viewer, this.settings));
        await enqueueEmail(
          tx,
          ownerIntakeEmail(
            audit,
            viewer,
            stored.map((file) => file.fileName),
            this.settings,
          ),
        );
        return { audit: presentMine(audit, await listFilesOf(tx, [audit.id])) };
      });
    } catch (error) {
      await this.removeAll(stored);
      throw error;
    }
  }

  async listForAdmin(query: ListAdminAuditsQuery): Promise<ListAdminAuditsResponse> {
    const { rows, total } = await listAuditsForAdmin(this.db, query, PAGE_SIZE, (query.page - 1) * PAGE_SIZE);
    return { audits: rows.map(({ audit, learner }) => presentSummary(audit, learner)), page: query.page, pageSize: PAGE_SIZE, total };
  }

  async detail(id: string): Promise<{ audit: AdminAudit }> {
    return { audit: await this.presentAdmin(this.db, id) };
  }

  /** Moves the audit to a state and emails the learner; setting the state it has changes nothing and sends nothing. */
  async setStatus(id: string, status: AuditStatus): Promise<{ audit: AdminAudit }> {
    return withTransaction(this.db, async (tx) => {
      const audit = await lockAudit(tx, id);
      if (!audit) throw notFound('Audit not found.');
      if (audit.status !== status) {
        if (status === 'delivered' && !audit.reportStorageKey) throw new AppError('CONFLICT', NO_REPORT_YET);
        await updateAudit(tx, id, { status, deliveredAt: status === 'delivered' ? this.clock() : null });
        const found = (await findAudit(tx, id))!;
        await enqueueEmail(tx, learnerAuditEmail(status, found.learner, this.settings));
      }
      return { audit: await this.presentAdmin(tx, id) };
    });
  }

  /** Stores the report (one PDF) in place of any earlier one; the learner sees it once the audit is delivered. */
  async uploadReport(id: string, parts: AsyncIterable<UploadPart>): Promise<{ audit: AdminAudit }> {
    if (!(await findAudit(this.db, id))) throw notFound('Audit not found.');
    let report: StoredUpload | undefined;
    let refusal: AppError | undefined;
    try {
      for await (const part of parts) {
        if (part.type === 'field') continue;
        if (part.name !== 'file' || report || refusal) {
          part.stream.resume();
          continue;
        }
        const stored = await storeCheckedFile(
          this.storage,
          part,
          (_name, head) => (isPdf(head) ? 'pdf' : null),
          () => 'application/pdf',
        );
        if (stored) report = stored;
        else refusal = new AppError('UNSUPPORTED_MEDIA_TYPE', 'The audit report must be a PDF file.', 'file');
      }
    } catch (error) {
      if (report) await this.storage.remove(report.key);
      throw error instanceof FileTooLargeError ? tooLarge() : error;
    }
    if (refusal || !report) throw refusal ?? badRequest('Choose the report (a PDF) to upload.', 'file');
    const uploaded = report;
    try {
      const previous = await withTransaction(this.db, async (tx) => {
        const audit = await lockAudit(tx, id);
        if (!audit) throw notFound('Audit not found.');
        await updateAudit(tx, id, { reportStorageKey: uploaded.key, reportFileName: reportNameOf(uploaded.fileName) });
        return audit.reportStorageKey;
      });
      if (previous) await this.storage.remove(previous);
    } catch (error) {
      await this.storage.remove(uploaded.key);
      throw error;
    }
    return this.detail(id);
  }

  /** The report, for the learner whose audit it is once delivered, and for admins at any time; anyone else 403. */
  async openReport(viewer: Viewer, id: string): Promise<FileToServe> {
    const found = await findAudit(this.db, id);
    if (!found) throw notFound('Audit not found.');
    const { audit } = found;
    if (!mayActAsAdmin(viewer) && audit.userId !== viewer.id) throw new AppError('FORBIDDEN', 'This audit report belongs to another account.');
    if (!audit.reportStorageKey || (!mayActAsAdmin(viewer) && audit.status !== 'delivered')) throw notFound('The audit report is not ready yet.');
    return { storageKey: audit.reportStorageKey, contentType: 'application/pdf', fileName: audit.reportFileName ?? 'Custom AI Audit.pdf' };
  }

  /** A file the learner sent with the intake (admins only: the routes check the role). */
  async openIntakeFile(id: string, fileId: string): Promise<FileToServe> {
    const file = await findAuditFile(this.db, id, fileId);
    if (!file) throw notFound('File not found.');
    return { storageKey: file.storageKey, contentType: file.contentType, fileName: file.fileName };
  }

  private async presentAdmin(db: DbExecutor, id: string): Promise<AdminAudit> {
    const found = await findAudit(db, id);
    if (!found) throw notFound('Audit not found.');
    const { audit, learner } = found;
    const files = await listFilesOf(db, [id]);
    return {
      ...presentSummary(audit, learner),
      answers: answersOf(audit),
      files: files.map((file) => ({ ...presentFile(file), url: fileUrlOf(file) })),
      reportUrl: audit.reportStorageKey ? reportUrlOf(id) : null,
      reportFileName: audit.reportFileName,
    };
  }

  /** The entitlement an intake now would use: 403 without any, 409 once each has its audit. */
  private async entitlementFor(db: DbExecutor, viewer: Viewer): Promise<AuditEntitlement> {
    const rows = await listAuditsOf(db, viewer.id);
    const held = await this.heldEntitlements(db, viewer.id);
    if (held.length === 0) throw new AppError('FORBIDDEN', NOT_ENTITLED);
    const open = openEntitlement(held, new Set(rows.map((row) => row.entitlement)));
    if (!open) throw new AppError('CONFLICT', ALREADY_SENT);
    return open;
  }

  private async openEntitlementOf(db: DbExecutor, userId: string, rows: AuditRow[]): Promise<AuditEntitlement | null> {
    return openEntitlement(await this.heldEntitlements(db, userId), new Set(rows.map((row) => row.entitlement)));
  }

  private async heldEntitlements(db: DbExecutor, userId: string): Promise<AuditEntitlement[]> {
    const year = await eliteMembershipYearOf(db, userId, this.clock());
    const orders = await paidAddOnOrdersOf(db, userId, 'custom-ai-audit');
    return [...(year ? [{ kind: 'elite' as const, yearStart: year.start }] : []), ...orders.map((order) => ({ kind: 'order' as const, orderId: order.id }))];
  }

  private async removeAll(files: StoredUpload[]): Promise<void> {
    await Promise.all(files.map((file) => this.storage.remove(file.key)));
  }
}

/** The report's download name: the uploaded name when it is a PDF's, else a plain one. */
function reportNameOf(uploaded: string): string {
  const name = uploaded.trim().split(/[/\\]/).pop() ?? '';
  return name.toLowerCase().endsWith('.pdf') && name.length <= 200 ? name : 'Custom AI Audit.pdf';
}
