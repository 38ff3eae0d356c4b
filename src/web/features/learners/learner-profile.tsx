import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LearnerDetail } from '@shared/api/admin-learners';
import { PLAN_LABELS } from '@shared/plans';
import { PageSection } from '@web/components/admin/page-frame';
import { Badge } from '@web/components/ui/badge';
import { PLAN_BADGE_VARIANTS } from '@web/lib/plan-badge-variant';
import { Card } from '@web/components/ui/card';
import { AdminRoleAction, CorrectCertificateAction, EndPlanAction, GivePlanAction, PasswordResetAction, SignOutAction } from './learner-actions';
import { DeleteLearnerAction, DownloadLearnerDataAction } from './learner-data-actions';
import { formatDateTime, formatDay, formatMoney } from './learner-format';

const SOURCE_LABELS: Record<LearnerDetail['plan']['source'], string> = {
  subscription: 'from a paid subscription',
  complimentary: 'given by an admin',
  team: "from a team's seat",
  free: 'no paid plan',
};

/** One learner's account at a glance, with the actions an admin takes on it. */
export function LearnerProfile({ adminId, learner }: { adminId: string; learner: LearnerDetail }) {
  return (
    <div className="space-y-10">
      <PageSection id="account" title="Account">
        <Card className="p-5">
          <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <Term label="Email">
              <span className="wrap-anywhere">{learner.email}</span> {learner.emailVerified ? '' : <span className="text-muted">(not verified)</span>}
            </Term>
            <Term label="Signed up">{formatDay(learner.signedUpAt)}</Term>
            <Term label="Last active">{learner.lastActiveAt ? formatDateTime(learner.lastActiveAt) : 'Not recently'}</Term>
            <Term label="Signed in on">{learner.activeSessions === 1 ? '1 device or browser' : `${learner.activeSessions} devices or browsers`}</Term>
            <Term label="Role">{learner.isAdmin ? 'Admin' : 'Learner'}</Term>
          </dl>
          <div className="mt-5 flex flex-wrap gap-2 border-t border-line pt-4">
            <PasswordResetAction adminId={adminId} learner={learner} />
            <SignOutAction adminId={adminId} learner={learner} />
            <AdminRoleAction adminId={adminId} learner={learner} />
            <DownloadLearnerDataAction learner={learner} />
            {!learner.isAdmin && <DeleteLearnerAction adminId={adminId} learner={learner} />}
          </div>
        </Card>
      </PageSection>

      <PageSection id="plan" title="Plan">
        <Card className="space-y-4 p-5 text-sm">
          <p className="flex flex-wrap items-center gap-2 text-base">
            <Badge variant={PLAN_BADGE_VARIANTS[learner.plan.current]}>{PLAN_LABELS[learner.plan.current]}</Badge>
            <span className="text-muted">{SOURCE_LABELS[learner.plan.source]}</span>
          </p>
          {learner.plan.subscription && (
            <p>
              Subscription: {PLAN_LABELS[learner.plan.subscription.plan]}, {learner.plan.subscription.status}
              {learner.plan.subscription.currentPeriodEnd &&
                `, ${learner.plan.subscription.cancelAtPeriodEnd ? 'ends' : 'renews'} ${formatDay(learner.plan.subscription.currentPeriodEnd)}`}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <GivePlanAction adminId={adminId} learner={learner} />
            {learner.plan.complimentary.some((grant) => grant.inForce) && <EndPlanAction adminId={adminId} learner={learner} />}
          </div>
          {learner.plan.complimentary.length > 0 && (
            <SimpleTable caption="Plans given by hand" headers={['Plan', 'From', 'Until', 'Given by', 'Reason']}>
              {learner.plan.complimentary.map((grant) => (
                <tr key={grant.id}>
                  <td>
                    {PLAN_LABELS[grant.plan]} {grant.inForce && <Badge variant="accent">In force</Badge>}
                  </td>
                  <td>{formatDay(grant.startsAt)}</td>
                  <td>{grant.endedAt ? `Ended ${formatDay(grant.endedAt)}` : formatDay(new Date(Date.parse(grant.endsAt) - 1).toISOString())}</td>
                  <td className="wrap-anywhere">{grant.givenBy}</td>
                  <td>{grant.reason}</td>
                </tr>
              ))}
            </SimpleTable>
          )}
        </Card>
      </PageSection>

      <PageSection id="certificates" title="Certificates">
        <List empty="No certificates yet.">
          {learner.certificates.map((certificate) => (
            <li key={certificate.certificateId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold">{certificate.courseTitle}</p>
                <p className="text-muted">
                  <Link to={`/verify/${certificate.certificateId}`} className="font-mono underline underline-offset-2">
                    {certificate.certificateId}
                  </Link>{' '}
                  · {certificate.learnerName} · {formatDay(certificate.issuedAt)}
                  {certificate.replacedBy && ` · replaced by ${certificate.replacedBy}`}
                </p>
              </div>
              {!certificate.replacedBy && <CorrectCertificateAction adminId={adminId} learner={learner} certificateId={certificate.certificateId} name={certificate.learnerName} />}
            </li>
          ))}
        </List>
      </PageSection>

      <PageSection id="courses" title="Courses and progress">
        <List empty="Not enrolled in any course.">
          {learner.enrolments.map((enrolment) => (
            <li key={enrolment.courseId} className="flex flex-wrap justify-between gap-2 py-3">
              <span className="font-semibold">{enrolment.title}</span>
              <span className="text-muted">
                {enrolment.lessonsCompleted} of {enrolment.lessonsTotal} lessons · enrolled {formatDay(enrolment.enrolledAt)}
              </span>
            </li>
          ))}
        </List>
      </PageSection>

      <PageSection id="orders" title="Orders and refunds">
        <List empty="No payments.">
          {learner.orders.map((order) => (
            <li key={order.id} className="flex flex-wrap justify-between gap-2 py-3">
              <span className="font-semibold">
                {order.product} · {formatMoney(order.amountCents, order.currency)}
              </span>
              <span className="text-muted">
                {formatDay(order.createdAt)} · {order.status === 'refunded' && order.refundedAt ? `refunded ${formatDay(order.refundedAt)}` : order.status}
              </span>
            </li>
          ))}
        </List>
      </PageSection>

      <PageSection id="teams" title="Teams">
        <List empty="Not in a team.">
          {learner.teams.map((team) => (
            <li key={team.id} className="py-3">
              {team.role === 'owner' ? 'Owns a team' : `Member of ${team.ownerEmail}'s team`} · {team.seats} seats · {team.status}
            </li>
          ))}
        </List>
      </PageSection>

      <PageSection id="attempts" title="Quiz and assessment attempts">
        <List empty="No attempts yet.">
          {learner.quizAttempts.map((attempt) => (
            <li key={attempt.id} className="flex flex-wrap justify-between gap-2 py-3">
              <span>
                Quiz in {attempt.courseTitle} ({attempt.lessonId}): {attempt.score}/{attempt.totalQuestions}, {attempt.passed ? 'passed' : 'not passed'}
              </span>
              <span className="text-muted">{formatDateTime(attempt.completedAt)}</span>
            </li>
          ))}
          {learner.assessmentAttempts.map((attempt) => (
            <li key={attempt.id} className="flex flex-wrap justify-between gap-2 py-3">
              <span>
                Assessment {attempt.trackId}: {attempt.submittedAt ? `${attempt.score ?? 0}/${attempt.totalQuestions}, ${attempt.passed ? 'passed' : 'not passed'}` : 'in progress'}
              </span>
              <span className="text-muted">{formatDateTime(attempt.startedAt)}</span>
            </li>
          ))}
        </List>
      </PageSection>

      <PageSection id="messages" title="Messages and emails">
        <List empty="No messages or emails.">
          {learner.messages.map((message) => (
            <li key={message.id} className="flex flex-wrap justify-between gap-2 py-3">
              <span>
                Message: <span className="font-semibold">{message.subject}</span> {message.handledAt ? '(handled)' : '(open)'}
              </span>
              <span className="text-muted">{formatDateTime(message.createdAt)}</span>
            </li>
          ))}
          {learner.emails.map((email) => (
            <li key={email.id} className="flex flex-wrap justify-between gap-2 py-3">
              <span>
                Email: <span className="font-semibold">{email.subject}</span> ({email.status})
              </span>
              <span className="text-muted">{formatDateTime(email.createdAt)}</span>
            </li>
          ))}
        </List>
      </PageSection>
    </div>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-muted">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}

function List({ empty, children }: { empty: string; children: ReactNode[] }) {
  const items = children.flat().filter(Boolean);
  return <Card className="px-5 text-sm">{items.length === 0 ? <p className="py-4 text-muted">{empty}</p> : <ul className="divide-y divide-line">{items}</ul>}</Card>;
}

function SimpleTable({ caption, headers, children }: { caption: string; headers: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="text-muted">
            {headers.map((header) => (
              <th key={header} scope="col" className="pr-4 pb-1 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}
