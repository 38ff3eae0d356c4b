import { useState, type FormEvent } from 'react';
import type { TeamInvitation } from '@shared/api/teams';
import { fieldAria, FieldError } from '@web/components/field-error';
import { INPUT_CLASS, SubmitButton } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { callEndpoint } from '@web/lib/endpoint-client';
import { useTeamAction } from './use-team';

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** Invite by email (one address or a pasted list, at most the free seats), and the pending invitations with resend and revoke. */
export function TeamInvitations({ invitations, freeSeats }: { invitations: readonly TeamInvitation[]; freeSeats: number }) {
  const { busy, run } = useTeamAction();
  const [emails, setEmails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    await run(
      'invite',
      async () => {
        const { invitations: sent } = await callEndpoint('POST /api/team/invitations', { body: { emails } });
        setEmails('');
        return `Invitation sent. ${sent.length} ${sent.length === 1 ? 'invitation is' : 'invitations are'} pending.`;
      },
      setProblem,
    );
  };

  const act = (invitation: TeamInvitation, action: 'resend' | 'revoke') =>
    run(`${action}-${invitation.id}`, async () => {
      if (action === 'resend') await callEndpoint('POST /api/team/invitations/:id/resend', { params: { id: invitation.id } });
      else await callEndpoint('DELETE /api/team/invitations/:id', { params: { id: invitation.id } });
      return action === 'resend' ? `A new link was sent to ${invitation.email}.` : `The invitation to ${invitation.email} was revoked.`;
    });

  return (
    <section aria-labelledby="invite-heading" className="mt-10">
      <h2 id="invite-heading" className="text-xl font-semibold">
        Invite Staff
      </h2>
      <Card className="mt-4 p-5">
        <form onSubmit={(event) => void invite(event)} noValidate>
          <label htmlFor="team-invite-emails" className="font-medium">
            Email addresses
          </label>
          <p id="team-invite-hint" className="text-sm text-muted">
            One address, or a list pasted from a spreadsheet (commas, spaces or one per line). {freeSeats} {freeSeats === 1 ? 'seat is' : 'seats are'} free.
          </p>
          <textarea
            id="team-invite-emails"
            rows={3}
            value={emails}
            onChange={(event) => setEmails(event.target.value)}
            {...fieldAria('team-invite-emails', problem ?? undefined, 'team-invite-hint')}
            className={`${INPUT_CLASS} mt-2 h-auto py-2`}
            placeholder="ana@yourbusiness.com"
          />
          <FieldError inputId="team-invite-emails" error={problem ?? undefined} />
          <SubmitButton busy={busy === 'invite'} label="Send Invitations" busyLabel="Sending…" className="mt-3" />
        </form>
      </Card>
      {invitations.length > 0 && (
        <h3 id="pending-invitations-heading" className="mt-8 text-lg font-semibold">
          Pending Invitations
        </h3>
      )}
      {invitations.length > 0 && (
        <ul className="mt-3 divide-y divide-line rounded-xl border border-line" aria-labelledby="pending-invitations-heading">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div>
                <p className="font-medium break-all">{invitation.email}</p>
                <p className="text-sm text-muted">{invitation.expired ? `Expired ${shortDate(invitation.expiresAt)}` : `Sent ${shortDate(invitation.sentAt)} · expires ${shortDate(invitation.expiresAt)}`}</p>
              </div>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void act(invitation, 'resend')}>
                  Resend
                </Button>
                <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void act(invitation, 'revoke')}>
                  Revoke
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
