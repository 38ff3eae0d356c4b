import type { LearnerDetail, LearnerSummary } from '../../../shared/api/admin-learners';
import { grantInForce } from '../../../shared/complimentary-plans';
import type { Plan } from '../../../shared/plans';
import type { ComplimentaryPlanRow } from '../billing/complimentary-plans.service';
import type { DirectoryRow, listAssessmentAttempts, listCertificates, listEmailsTo, listEnrolments, listMessages, listOrders, listQuizAttempts, listTeams } from './learners.data';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null | undefined) => (value ? iso(value) : null);

export function presentLearnerSummary(row: DirectoryRow): LearnerSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    signedUpAt: iso(row.created_at),
    lastActiveAt: isoOrNull(row.last_active_at),
    plan: row.elite ? 'elite' : row.pro ? 'pro' : 'free',
    isAdmin: row.is_admin,
    inTeam: row.in_team,
    certificates: row.certificates,
  };
}

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

export interface LearnerRecord {
  user: { id: string; name: string; firstName: string; lastName: string; email: string; emailVerified: boolean; createdAt: Date };
  lastActiveAt: Date | null;
  activeSessions: number;
  isAdmin: boolean;
  plan: { current: Plan; source: LearnerDetail['plan']['source'] };
  subscription: { planType: Plan; status: string; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean; provider: string | null } | undefined;
  complimentary: ComplimentaryPlanRow[];
  orders: Rows<typeof listOrders>;
  teams: Rows<typeof listTeams>;
  enrolments: Rows<typeof listEnrolments>;
  quizAttempts: Rows<typeof listQuizAttempts>;
  assessmentAttempts: Rows<typeof listAssessmentAttempts>;
  certificates: Rows<typeof listCertificates>;
  replacedCertificates: { certificateId: string; courseTitle: string; learnerName: string; issuedAt: Date; replacedByCertificateId: string }[];
  messages: Rows<typeof listMessages>;
  emails: Rows<typeof listEmailsTo>;
}

export function presentLearnerDetail(record: LearnerRecord, now: Date): LearnerDetail {
  const { user } = record;
  return {
    id: user.id,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.emailVerified,
    signedUpAt: user.createdAt.toISOString(),
    lastActiveAt: isoOrNull(record.lastActiveAt),
    activeSessions: record.activeSessions,
    isAdmin: record.isAdmin,
    plan: {
      current: record.plan.current,
      source: record.plan.source,
      subscription: record.subscription
        ? {
            plan: record.subscription.planType,
            status: record.subscription.status,
            currentPeriodEnd: isoOrNull(record.subscription.currentPeriodEnd),
            cancelAtPeriodEnd: record.subscription.cancelAtPeriodEnd,
            provider: record.subscription.provider,
          }
        : null,
      complimentary: record.complimentary.map((grant) => ({
        id: grant.id,
        plan: grant.planType,
        startsAt: grant.startsAt.toISOString(),
        endsAt: grant.endsAt.toISOString(),
        endedAt: isoOrNull(grant.endedAt),
        givenBy: grant.givenBy,
        reason: grant.reason,
        inForce: grantInForce({ plan: grant.planType, startsAt: grant.startsAt, endsAt: grant.endsAt, endedAt: grant.endedAt }, now),
      })),
    },
    orders: record.orders.map((order) => ({
      id: order.id,
      product: order.product,
      amountCents: order.amountCents,
      currency: order.currency,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      refundedAt: isoOrNull(order.refundedAt),
    })),
    teams: record.teams.map((team) => ({ id: team.id, role: team.role, ownerEmail: team.ownerEmail, seats: team.seats, status: team.status })),
    enrolments: record.enrolments.map((row) => ({
      courseId: row.course_id,
      slug: row.slug,
      title: row.title,
      enrolledAt: iso(row.enrolled_at),
      lessonsCompleted: row.completed,
      lessonsTotal: row.total,
      lastCompletedAt: isoOrNull(row.last_completed_at),
    })),
    quizAttempts: record.quizAttempts.map((attempt) => ({ ...attempt, completedAt: attempt.completedAt.toISOString() })),
    assessmentAttempts: record.assessmentAttempts.map((attempt) => ({
      id: attempt.id,
      trackId: attempt.trackId,
      startedAt: attempt.startedAt.toISOString(),
      submittedAt: isoOrNull(attempt.submittedAt),
      score: attempt.score,
      totalQuestions: attempt.totalQuestions,
      passed: attempt.passed,
    })),
    certificates: [
      ...record.certificates.map((certificate) => ({
        certificateId: certificate.certificateId,
        courseTitle: certificate.courseTitle,
        learnerName: certificate.learnerName,
        issuedAt: certificate.issuedAt.toISOString(),
        replacedBy: null,
      })),
      ...record.replacedCertificates.map((certificate) => ({
        certificateId: certificate.certificateId,
        courseTitle: certificate.courseTitle,
        learnerName: certificate.learnerName,
        issuedAt: certificate.issuedAt.toISOString(),
        replacedBy: certificate.replacedByCertificateId,
      })),
    ],
    messages: record.messages.map((message) => ({ id: message.id, subject: message.subject, createdAt: message.createdAt.toISOString(), handledAt: isoOrNull(message.handledAt) })),
    emails: record.emails.map((email) => ({ id: email.id, kind: email.kind, subject: email.subject, status: email.status, createdAt: email.createdAt.toISOString(), sentAt: isoOrNull(email.sentAt) })),
  };
}
