import { LEARNER_PAGE_SIZE, type LearnerActionResponse, type LearnerDetail, type ListLearnersQuery, type ListLearnersResponse } from '../../../shared/api/admin-learners';
import { complimentaryEnd, type ComplimentaryPlan } from '../../../shared/complimentary-plans';
import { PLAN_LABELS } from '../../../shared/plans';
import { withTransaction, type Database, type DbExecutor, type Transaction } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { countSessions, endAllSessions, grantAdminRole, isAdmin, lockAdminsAndCount, lockUser, revokeAdminRole } from '../accounts/account-admin.service';
import type { Auth } from '../accounts/auth';
import type { Viewer } from '../accounts/viewer';
import { recordAdminAction } from '../audit/audit.service';
import { endComplimentaryPlan, giveComplimentaryPlan, listComplimentaryPlans, type ComplimentaryPlanRow } from '../billing/complimentary-plans.service';
import { findHeldPlan } from '../billing/subscription.service';
import { listReplacedCertificates, reissueCertificate } from '../certificates/certificates.service';
import {
  findLastActive,
  findLearner,
  findSubscription,
  listAssessmentAttempts,
  listCertificates,
  listDirectory,
  listEmailsTo,
  listEnrolments,
  listMessages,
  listOrders,
  listQuizAttempts,
  listTeams,
} from './learners.data';
import { presentLearnerDetail, presentLearnerSummary } from './learners.presenter';

const LEARNER_NOT_FOUND = 'No learner has this ID.';

/** What the audit log keeps of a complimentary plan. */
function grantValues(row: ComplimentaryPlanRow | null | undefined) {
  return row ? { plan: row.planType, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), endedAt: row.endedAt?.toISOString() ?? null } : null;
}

function formatDay(date: Date): string {
  return date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * Learners in the admin (issue 31): the directory, one learner's page, and the actions an admin
 * takes on an account. Each action needs a reason, locks the learner's row, and records itself in
 * the audit log in the transaction of its write.
 */
export class LearnersService {
  constructor(
    private readonly db: Database,
    private readonly auth: Auth,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(query: ListLearnersQuery): Promise<ListLearnersResponse> {
    const { rows, total } = await listDirectory(this.db, query, { limit: LEARNER_PAGE_SIZE, offset: (query.page - 1) * LEARNER_PAGE_SIZE }, this.clock());
    return { learners: rows.map(presentLearnerSummary), page: query.page, pageSize: LEARNER_PAGE_SIZE, total };
  }

  async get(id: string): Promise<{ learner: LearnerDetail }> {
    return { learner: await this.detail(this.db, id) };
  }

  async givePlan(admin: Viewer, id: string, body: { plan: ComplimentaryPlan; endsOn: string; reason: string }): Promise<LearnerActionResponse> {
    const now = this.clock();
    const end = complimentaryEnd(body.endsOn, now);
    if ('problem' in end) throw badRequest(end.problem, 'endsOn');
    return this.act(id, async (tx) => {
      const change = await giveComplimentaryPlan(tx, { userId: id, plan: body.plan, endsAt: end.endsAt, givenBy: admin.email, reason: body.reason, now });
      await recordAdminAction(tx, {
        admin,
        action: change.action,
        target: { type: 'learner', id },
        reason: body.reason,
        before: grantValues(change.before),
        after: grantValues(change.after),
      });
      const verb = change.action === 'plan.extended' ? 'extended' : 'given';
      return `${PLAN_LABELS[body.plan]} ${verb} until the end of ${formatDay(new Date(end.endsAt.getTime() - 1))}.`;
    });
  }

  async endPlan(admin: Viewer, id: string, reason: string): Promise<LearnerActionResponse> {
    return this.act(id, async (tx) => {
      const ended = await endComplimentaryPlan(tx, id, this.clock());
      if (!ended) throw new AppError('CONFLICT', 'This learner has no plan given by hand in force: a paid plan ends from Billing.');
      await recordAdminAction(tx, { admin, action: 'plan.ended', target: { type: 'learner', id }, reason, before: grantValues(ended.before), after: grantValues(ended.after) });
      return `The ${PLAN_LABELS[ended.before.planType]} plan given by hand has ended.`;
    });
  }

  /**
   * Sends the learner a password-reset link through Better Auth (the link and its email are its
   * own writes, through the outbox), then records it: the entry follows the email, never precedes it.
   */
  async sendPasswordReset(admin: Viewer, id: string, reason: string): Promise<LearnerActionResponse> {
    const learner = await findLearner(this.db, id);
    if (!learner) throw notFound(LEARNER_NOT_FOUND);
    await this.auth.api.requestPasswordReset({ body: { email: learner.email } });
    return this.act(id, async (tx) => {
      await recordAdminAction(tx, { admin, action: 'password_reset.sent', target: { type: 'learner', id }, reason, after: { to: learner.email } });
      return `A password reset link is on its way to ${learner.email}.`;
    });
  }

  async reissueCertificate(admin: Viewer, id: string, certificateId: string, body: { learnerName: string; reason: string }): Promise<LearnerActionResponse> {
    return this.act(id, async (tx) => {
      const { before, after } = await reissueCertificate(tx, { userId: id, certificateId, learnerName: body.learnerName, now: this.clock() });
      await recordAdminAction(tx, {
        admin,
        action: 'certificate.reissued',
        target: { type: 'certificate', id: before.certificateId },
        reason: body.reason,
        before: { certificateId: before.certificateId, learnerName: before.learnerName, learnerId: id },
        after: { certificateId: after.certificateId, learnerName: after.learnerName, learnerId: id },
      });
      return `Certificate reissued as ${after.certificateId}; ${before.certificateId} now verifies as replaced.`;
    });
  }

  async setAdminRole(admin: Viewer, id: string, body: { admin: boolean; reason: string }): Promise<LearnerActionResponse> {
    return this.act(id, async (tx) => {
      const admins = await lockAdminsAndCount(tx);
      const wasAdmin = await isAdmin(tx, id);
      if (wasAdmin === body.admin) throw new AppError('CONFLICT', body.admin ? 'This person is an admin already.' : 'This person is not an admin.');
      if (!body.admin && admins <= 1) throw new AppError('CONFLICT', 'This is the only admin: make someone else an admin first, so the site keeps one.');
      if (body.admin) await grantAdminRole(tx, id);
      else await revokeAdminRole(tx, id);
      await recordAdminAction(tx, {
        admin,
        action: body.admin ? 'role.granted' : 'role.revoked',
        target: { type: 'learner', id },
        reason: body.reason,
        before: { admin: wasAdmin },
        after: { admin: body.admin },
      });
      return body.admin ? 'They are now an admin.' : 'They are no longer an admin.';
    });
  }

  async signOutEverywhere(admin: Viewer, id: string, reason: string): Promise<LearnerActionResponse> {
    return this.act(id, async (tx) => {
      const ended = await endAllSessions(tx, id);
      await recordAdminAction(tx, { admin, action: 'sessions.revoked', target: { type: 'learner', id }, reason, before: { sessions: ended }, after: { sessions: 0 } });
      return ended === 1 ? 'Signed out of 1 session.' : `Signed out of ${ended} sessions.`;
    });
  }

  /** Runs an action on the learner's locked row in one transaction, then answers with their page as it now is. */
  private async act(id: string, work: (tx: Transaction) => Promise<string>): Promise<LearnerActionResponse> {
    const message = await withTransaction(this.db, async (tx) => {
      if (!(await lockUser(tx, id))) throw notFound(LEARNER_NOT_FOUND);
      return work(tx);
    });
    return { learner: await this.detail(this.db, id), message };
  }

  private async detail(db: DbExecutor, id: string): Promise<LearnerDetail> {
    const user = await findLearner(db, id);
    if (!user) throw notFound(LEARNER_NOT_FOUND);
    const now = this.clock();
    const [lastActiveAt, activeSessions, admin, held, subscription, complimentary, orders, teams, enrolments, quizAttempts, assessmentAttempts, certificates, replaced, messages, emails] =
      await Promise.all([
        findLastActive(db, id),
        countSessions(db, id),
        isAdmin(db, id),
        findHeldPlan(db, id, now),
        findSubscription(db, id),
        listComplimentaryPlans(db, id),
        listOrders(db, id),
        listTeams(db, id),
        listEnrolments(db, id),
        listQuizAttempts(db, id),
        listAssessmentAttempts(db, id),
        listCertificates(db, id),
        listReplacedCertificates(db, id),
        listMessages(db, user.email),
        listEmailsTo(db, user.email),
      ]);
    return presentLearnerDetail(
      {
        user,
        lastActiveAt,
        activeSessions,
        isAdmin: admin,
        plan: { current: held.plan, source: held.source },
        subscription,
        complimentary,
        orders,
        teams,
        enrolments,
        quizAttempts,
        assessmentAttempts,
        certificates,
        replacedCertificates: replaced,
        messages,
        emails,
      },
      now,
    );
  }
}
