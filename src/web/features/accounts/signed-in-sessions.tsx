import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import type { SignedInSession } from '@shared/api/accounts';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';
import { toast } from '@web/lib/toast';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /profile: where the learner is signed in, with a way to sign out any other device or all of them. */
export function SignedInSessions({ userId }: { userId: string | undefined }) {
  const queryClient = useQueryClient();
  const key = memberQueryKey(userId, 'GET /api/account/sessions');
  const sessions = useQuery({ ...memberQueryOptions(userId, 'GET /api/account/sessions'), select: (data) => data.sessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const endOne = useMutation({
    mutationFn: (id: string) => callEndpoint('DELETE /api/account/sessions/:id', { params: { id } }),
    onSuccess: async () => {
      toast.success('That device is signed out.');
      await refresh();
    },
    onError: (error) => toast.error('Could not sign that device out', { description: errorMessage(error) }),
  });
  const endOthers = useMutation({
    mutationFn: () => callEndpoint('POST /api/account/sessions/sign-out-others'),
    onSuccess: async () => {
      toast.success('Every other device is signed out.');
      await refresh();
    },
    onError: (error) => toast.error('Could not sign the other devices out', { description: errorMessage(error) }),
  });
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby="sessions-heading">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <MonitorSmartphone className="size-5" aria-hidden="true" />
          </span>
          <h2 id="sessions-heading" className="text-xl font-semibold">
            Where you're signed in
          </h2>
        </div>
        <p className="mt-4 text-muted">If you see a device you don't recognize, sign it out and change your password.</p>
        {sessions.data ? (
          <ul aria-label="Signed-in devices" className="mt-6 divide-y divide-line rounded-xl border border-line">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} busy={endOne.isPending} onSignOut={() => endOne.mutate(session.id)} />
            ))}
          </ul>
        ) : sessions.isError ? (
          <p className="mt-6 text-sm text-muted">Your devices couldn't be loaded. Reload the page to try again.</p>
        ) : (
          <Skeleton className="mt-6 h-24 w-full rounded-xl" />
        )}
        {others.length > 0 && (
          <Button variant="outline" className="mt-5" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
            {endOthers.isPending ? 'Signing out…' : 'Sign out all other devices'}
          </Button>
        )}
      </section>
    </Card>
  );
}

function SessionRow({ session, busy, onSignOut }: { session: SignedInSession; busy: boolean; onSignOut: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div>
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.device}
          {session.current && <Badge variant="secondary">This device</Badge>}
        </p>
        <p className="mt-0.5 text-sm text-muted">
          Signed in {WHEN.format(new Date(session.signedInAt))} · last active {WHEN.format(new Date(session.lastActiveAt))}
        </p>
      </div>
      {!session.current && (
        <Button variant="outline" size="sm" disabled={busy} onClick={onSignOut} aria-label={`Sign out ${session.device}`}>
          Sign out
        </Button>
      )}
    </li>
  );
}
