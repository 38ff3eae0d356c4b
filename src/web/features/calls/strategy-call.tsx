import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PREPARATION_QUESTIONS, type MyCallResponse } from '@shared/api/calls';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ErrorPanel } from '@web/components/error-panel';
import { INPUT_CLASS } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryOptions } from '@web/lib/member-query';
import { toast } from '@web/lib/toast';

/** The browser's own time zone: slots are shown, and emails written, in it. */
const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const WHEN = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** The Elite member's 1:1 strategy call on /dashboard: book one a membership year, move or cancel it until 24 hours before. */
export function StrategyCall({ userId }: { userId: string }) {
  const options = memberQueryOptions(userId, 'GET /api/calls/mine');
  const call = useQuery({ ...options, staleTime: 0 });
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = async (work: () => Promise<MyCallResponse>, success: string) => {
    setBusy(true);
    try {
      queryClient.setQueryData(options.queryKey, await work());
      toast.success(success);
      setMoving(false);
      setConfirmCancel(false);
    } catch (failure) {
      toast.error(errorMessage(failure));
      await queryClient.invalidateQueries({ queryKey: options.queryKey });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="strategy-call-heading" className="mt-12">
      <h2 id="strategy-call-heading" className="text-2xl font-bold tracking-tight">
        Your 1:1 Strategy Call
      </h2>
      <p className="mt-1 text-muted">One 45-minute call a year with the instructor, included in Elite Access. Times are shown in your time zone, {BROWSER_ZONE}.</p>
      {call.isPending ? (
        <div role="status" aria-label="Loading your strategy call" className="mt-4">
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      ) : call.isError ? (
        <ErrorPanel layout="section" title="We couldn't load your strategy call" onRetry={() => void call.refetch()} retrying={call.isFetching}>
          Try again in a moment.
        </ErrorPanel>
      ) : call.data.booking && !moving ? (
        <Card className="mt-4 flex flex-col gap-4 p-6 sm:flex-row sm:items-start">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <CalendarClock className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">Booked for {WHEN.format(new Date(call.data.booking.startsAt))}</p>
            <p className="mt-1 text-sm break-all text-muted">
              Join at that time: <a className="font-semibold text-brand-700 hover:underline" href={call.data.booking.meetingLink}>{call.data.booking.meetingLink}</a>
            </p>
            {call.data.booking.mayChange ? (
              <div className="mt-4 flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
                  Reschedule
                </Button>
                <Button size="sm" variant="outline" onClick={() => setConfirmCancel(true)}>
                  Cancel Call
                </Button>
              </div>
            ) : (
              <p className="mt-3 text-sm text-muted">The call is less than 24 hours away, so it can no longer be moved here. Reply to your confirmation email if something came up.</p>
            )}
          </div>
        </Card>
      ) : call.data.slots.length === 0 ? (
        <Card className="mt-4 p-6 text-muted">No times are open for calls right now. New times are added regularly; check back soon.</Card>
      ) : (
        <SlotForm
          slots={call.data.slots}
          moving={moving}
          busy={busy}
          onCancelMove={() => setMoving(false)}
          onSubmit={(startsAt, answers) =>
            void change(
              () =>
                moving
                  ? callEndpoint('POST /api/calls/mine/reschedule', { body: { startsAt, timeZone: BROWSER_ZONE } })
                  : callEndpoint('POST /api/calls', { body: { startsAt, timeZone: BROWSER_ZONE, ...answers } }),
              moving ? 'Your call has moved. The updated invitation is in your email.' : 'Your call is booked. The invitation is in your email.',
            )
          }
        />
      )}
      <ConfirmDialog
        open={confirmCancel}
        title="Cancel your strategy call?"
        confirmLabel="Cancel Call"
        destructive
        busy={busy}
        onConfirm={() => void change(() => callEndpoint('POST /api/calls/mine/cancellation'), 'Your call is cancelled.')}
        onCancel={() => setConfirmCancel(false)}
      >
        <p>You can book another time this membership year afterwards.</p>
      </ConfirmDialog>
    </section>
  );
}

function SlotForm({
  slots,
  moving,
  busy,
  onCancelMove,
  onSubmit,
}: {
  slots: string[];
  moving: boolean;
  busy: boolean;
  onCancelMove: () => void;
  onSubmit: (startsAt: string, answers: { goal: string; challenge: string }) => void;
}) {
  const id = useId();
  const days = [...new Set(slots.map((slot) => DAY.format(new Date(slot))))];
  const [day, setDay] = useState(days[0]!);
  const [slot, setSlot] = useState<string | null>(null);
  const [goal, setGoal] = useState('');
  const [challenge, setChallenge] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const times = slots.filter((candidate) => DAY.format(new Date(candidate)) === day);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!slot) return setProblem('Choose a time for your call.');
    if (!moving && (!goal.trim() || !challenge.trim())) return setProblem('Answer both questions so the call can be prepared.');
    setProblem(null);
    onSubmit(slot, { goal, challenge });
  };

  return (
    <Card className="mt-4 p-6">
      <form onSubmit={submit} className="space-y-5" aria-label={moving ? 'Choose a new time' : 'Book your call'}>
        <div>
          <label htmlFor={`${id}-day`} className="text-sm font-semibold">
            Day
          </label>
          <select id={`${id}-day`} className={`${INPUT_CLASS} mt-1.5`} value={day} onChange={(event) => (setDay(event.target.value), setSlot(null))}>
            {days.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold">Time</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {times.map((time) => (
              <label key={time} className="cursor-pointer rounded-lg border border-line px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold">
                <input type="radio" name={`${id}-time`} className="sr-only" checked={slot === time} onChange={() => setSlot(time)} />
                {TIME.format(new Date(time))}
              </label>
            ))}
          </div>
        </fieldset>
        {!moving && (
          <>
            <Question id={`${id}-goal`} label={PREPARATION_QUESTIONS.goal} value={goal} onChange={setGoal} />
            <Question id={`${id}-challenge`} label={PREPARATION_QUESTIONS.challenge} value={challenge} onChange={setChallenge} />
          </>
        )}
        {problem && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : moving ? 'Move My Call' : 'Book Call'}
          </Button>
          {moving && (
            <Button type="button" variant="outline" onClick={onCancelMove}>
              Keep Current Time
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}

function Question({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <textarea id={id} rows={3} maxLength={2000} className={`${INPUT_CLASS} mt-1.5 h-auto py-2`} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
