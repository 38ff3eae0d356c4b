import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTeamResponse, TeamMember } from '@shared/api/teams';
import { formatUsd } from '@shared/billing';
import { DataTable, type DataTableColumn } from '@web/components/admin/data-table';
import { PageSection } from '@web/components/admin/page-frame';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Card } from '@web/components/ui/card';
import { type AdminOrder, OrderCard, OrderStatus, RefundButton } from '@web/features/billing';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryOptions } from '@web/lib/member-query';
import { toast } from '@web/lib/toast';
import { shortDate, TeamState } from './admin-team-list';

type Invitation = AdminTeamResponse['invitations'][number];

/** One team for the admin: its seats and state, members with their progress, invitations, and its payments with refunds (through /admin/billing's refund). */
export function AdminTeamDetail({ adminId, teamId }: { adminId: string; teamId: string }) {
  const query = memberQueryOptions(adminId, 'GET /api/admin/teams/:id', { params: { id: teamId } });
  const detail = useQuery(query);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<AdminOrder | null>(null);
  const [refunding, setRefunding] = useState(false);
  const error = detail.isError ? { message: errorMessage(detail.error), retry: () => void detail.refetch() } : null;
  const data = detail.data;

  const refund = async (order: AdminOrder) => {
    setRefunding(true);
    try {
      await callEndpoint('POST /api/admin/billing/orders/:id/refund', { params: { id: order.id } });
      toast.success('Payment refunded');
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setRefunding(false);
    }
  };

  const memberColumns: DataTableColumn<TeamMember>[] = [
    { key: 'member', header: 'Member', cell: (member) => <Person name={member.name} email={member.email} />, className: 'min-w-52' },
    { key: 'joined', header: 'Joined', cell: (member) => shortDate(member.joinedAt), className: 'whitespace-nowrap' },
    { key: 'courses', header: 'Courses and progress', cell: (member) => <MemberCourses member={member} /> },
    { key: 'activity', header: 'Last activity', cell: (member) => shortDate(member.lastActivityAt), className: 'whitespace-nowrap' },
    { key: 'certificates', header: 'Certificates', align: 'right', cell: (member) => member.certificates.length },
  ];
  const invitationColumns: DataTableColumn<Invitation>[] = [
    { key: 'email', header: 'Invited', cell: (invitation) => <span className="break-all">{invitation.email}</span> },
    { key: 'sent', header: 'Sent', cell: (invitation) => shortDate(invitation.sentAt) },
    { key: 'expires', header: 'Expires', cell: (invitation) => (invitation.expired ? `Expired ${shortDate(invitation.expiresAt)}` : shortDate(invitation.expiresAt)) },
  ];
  const paymentColumns: DataTableColumn<AdminOrder>[] = [
    { key: 'amount', header: 'Amount', align: 'right', cell: (order) => formatUsd(order.amountCents), className: 'whitespace-nowrap' },
    { key: 'paid', header: 'Paid', cell: (order) => shortDate(order.createdAt), className: 'whitespace-nowrap' },
    { key: 'status', header: 'Status', cell: (order) => <OrderStatus order={order} /> },
    { key: 'ref', header: 'Provider id', cell: (order) => <span className="font-mono text-xs break-all">{order.providerPaymentRef}</span> },
    { key: 'actions', header: 'Actions', align: 'right', cell: (order) => <RefundButton order={order} disabled={refunding} onRefund={setConfirming} /> },
  ];

  return (
    <div className="space-y-10">
      {data && (
        <Card className="p-5">
          <dl className="grid gap-4 sm:grid-cols-4">
            <Figure label="Owner" value={<Person name={data.team.owner.name} email={data.team.owner.email} />} />
            <Figure label="Seats used" value={`${data.team.seatsUsed} of ${data.team.seats}`} />
            <Figure label="Next period" value={data.team.state === 'ended' ? 'No renewal' : `${data.team.nextPeriodSeats} ${data.team.nextPeriodSeats === 1 ? 'seat' : 'seats'}`} />
            <Figure
              label="Subscription"
              value={
                <span className="flex flex-wrap items-center gap-2">
                  <TeamState team={data.team} /> <span className="text-sm text-muted">{shortDate(data.team.date)}</span>
                </span>
              }
            />
          </dl>
        </Card>
      )}
      <PageSection id="members" title="Members">
        <DataTable caption="Members" columns={memberColumns} rows={data?.members} rowKey={(member) => member.userId} empty="No one has joined this team yet." error={error} card={(member) => <MemberCard member={member} />} />
      </PageSection>
      <PageSection id="invitations" title="Pending invitations">
        <DataTable caption="Pending invitations" columns={invitationColumns} rows={data?.invitations} rowKey={(invitation) => invitation.id} empty="No invitations waiting." error={error} card={(invitation) => <InvitationCard invitation={invitation} />} />
      </PageSection>
      <PageSection id="payments" title="Payments">
        <DataTable
          caption="Payments"
          columns={paymentColumns}
          card={(order) => <OrderCard order={order} refunding={refunding} onRefund={setConfirming} />}
          rows={data?.payments}
          rowKey={(order) => order.id}
          empty="No payments yet."
          error={error}
        />
      </PageSection>
      <ConfirmDialog
        open={confirming !== null}
        title="Refund this payment?"
        confirmLabel={confirming ? `Refund ${formatUsd(confirming.amountCents)}` : 'Refund'}
        destructive
        busy={refunding}
        onConfirm={() => confirming && void refund(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {confirming && (
          <p>
            {formatUsd(confirming.amountCents)} goes back to {confirming.learner.email}. If this payment is the team&apos;s current subscription, Team Access ends at
            once and its members lose the Pro library (their progress is kept).
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

function Person({ name, email }: { name: string; email: string }) {
  return (
    <>
      <span className="font-semibold break-words text-ink">{name || email}</span>
      <span className="block text-xs break-all text-muted">{email}</span>
    </>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold">{value}</dd>
    </div>
  );
}

function MemberCourses({ member }: { member: TeamMember }) {
  if (member.courses.length === 0) return <span className="text-muted">No courses yet</span>;
  return (
    <ul className="space-y-1">
      {member.courses.map((course) => (
        <li key={course.slug}>
          {course.title}: {course.completedLessons}/{course.totalLessons} lessons ({course.progressPercent}%)
        </li>
      ))}
    </ul>
  );
}

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <Card className="p-4">
      <Person name={member.name} email={member.email} />
      <div className="mt-2 text-sm">
        <MemberCourses member={member} />
      </div>
      <p className="mt-2 text-sm text-muted">
        Joined {shortDate(member.joinedAt)} · last activity {shortDate(member.lastActivityAt)} · {member.certificates.length === 1 ? '1 certificate' : `${member.certificates.length} certificates`}
      </p>
    </Card>
  );
}

function InvitationCard({ invitation }: { invitation: Invitation }) {
  return (
    <Card className="p-4">
      <p className="font-semibold break-all text-ink">{invitation.email}</p>
      <p className="mt-1 text-sm text-muted">
        Sent {shortDate(invitation.sentAt)} · {invitation.expired ? 'expired' : 'expires'} {shortDate(invitation.expiresAt)}
      </p>
    </Card>
  );
}
