import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { CallAvailabilityInput } from '@shared/api/calls';
import { FormField, FormSection } from '@web/components/admin/form-section';
import { ErrorPanel } from '@web/components/error-panel';
import { INPUT_CLASS } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryOptions } from '@web/lib/member-query';
import { toast } from '@web/lib/toast';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "09:30" ⇄ 570 minutes after midnight; 24:00 is written 00:00 as an end. */
const toClock = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (clock: string, end = false) => {
  const [hours, minutes] = clock.split(':').map(Number);
  const total = (hours ?? 0) * 60 + (minutes ?? 0);
  return end && total === 0 ? 24 * 60 : total;
};

interface DayRow {
  on: boolean;
  start: string;
  end: string;
}
interface OneOffRow {
  date: string;
  start: string;
  end: string;
}

/** The owner's availability for strategy calls: time zone, buffer, notice, meeting link, weekly and one-off hours. */
export function AvailabilityForm({ adminId }: { adminId: string }) {
  const options = memberQueryOptions(adminId, 'GET /api/admin/calls/availability');
  const loaded = useQuery(options);
  if (loaded.isPending) return <Skeleton className="h-96 w-full rounded-2xl" />;
  if (loaded.isError) {
    return (
      <ErrorPanel layout="section" title="We couldn't load your availability" onRetry={() => void loaded.refetch()} retrying={loaded.isFetching}>
        Try again in a moment.
      </ErrorPanel>
    );
  }
  return <Editor initial={loaded.data.availability} queryKey={options.queryKey} />;
}

function Editor({ initial, queryKey }: { initial: CallAvailabilityInput | null; queryKey: readonly unknown[] }) {
  const queryClient = useQueryClient();
  const [timeZone, setTimeZone] = useState(initial?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [meetingLink, setMeetingLink] = useState(initial?.meetingLink ?? '');
  const [buffer, setBuffer] = useState(String(initial?.bufferMinutes ?? 15));
  const [notice, setNotice] = useState(String(initial?.minimumNoticeHours ?? 24));
  const [days, setDays] = useState<DayRow[]>(() =>
    WEEKDAYS.map((_, weekday) => {
      const hours = initial?.weekly.find((entry) => entry.weekday === weekday);
      return hours ? { on: true, start: toClock(hours.startMinute), end: toClock(hours.endMinute) } : { on: false, start: '09:00', end: '17:00' };
    }),
  );
  const [oneOff, setOneOff] = useState<OneOffRow[]>(() => (initial?.oneOff ?? []).map((entry) => ({ date: entry.date, start: toClock(entry.startMinute), end: toClock(entry.endMinute) })));
  const [busy, setBusy] = useState(false);

  const setDay = (index: number, change: Partial<DayRow>) => setDays((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const setOneOffRow = (index: number, change: Partial<OneOffRow>) => setOneOff((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const body = {
        timeZone: timeZone.trim(),
        meetingLink: meetingLink.trim(),
        bufferMinutes: Number(buffer),
        minimumNoticeHours: Number(notice),
        weekly: days.flatMap((row, weekday) => (row.on ? [{ weekday, startMinute: toMinutes(row.start), endMinute: toMinutes(row.end, true) }] : [])),
        oneOff: oneOff.map((row) => ({ date: row.date, startMinute: toMinutes(row.start), endMinute: toMinutes(row.end, true) })),
      };
      queryClient.setQueryData(queryKey, await callEndpoint('PUT /api/admin/calls/availability', { body }));
      toast.success('Availability saved');
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} className="space-y-6" aria-label="Availability">
      <FormSection title="Where and when" description="Members see these hours converted to their own time zone.">
        <FormField label="Your time zone" hint="An IANA name, such as America/New_York.">
          {(field) => <input {...field} className={INPUT_CLASS} value={timeZone} onChange={(event) => setTimeZone(event.target.value)} required />}
        </FormField>
        <FormField label="Meeting link" hint="Sent in every invitation.">
          {(field) => <input {...field} type="url" className={INPUT_CLASS} value={meetingLink} onChange={(event) => setMeetingLink(event.target.value)} placeholder="https://" required />}
        </FormField>
        <FormField label="Buffer between calls (minutes)">
          {(field) => <input {...field} type="number" min={0} max={240} className={INPUT_CLASS} value={buffer} onChange={(event) => setBuffer(event.target.value)} />}
        </FormField>
        <FormField label="Minimum notice (hours)">
          {(field) => <input {...field} type="number" min={0} max={720} className={INPUT_CLASS} value={notice} onChange={(event) => setNotice(event.target.value)} />}
        </FormField>
      </FormSection>
      <FormSection title="Weekly hours" description="45-minute calls are offered one after another within these hours.">
        <div className="space-y-2">
          {WEEKDAYS.map((name, index) => (
            <div key={name} className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 sm:grid-cols-[9rem_minmax(0,10rem)_auto_minmax(0,10rem)]">
              <label className="col-span-3 flex items-center gap-2 text-sm font-medium sm:col-span-1">
                <input type="checkbox" checked={days[index]!.on} onChange={(event) => setDay(index, { on: event.target.checked })} />
                {name}
              </label>
              <input type="time" aria-label={`${name} from`} className={`${INPUT_CLASS}`} disabled={!days[index]!.on} value={days[index]!.start} onChange={(event) => setDay(index, { start: event.target.value })} />
              <span className="text-sm text-muted">to</span>
              <input type="time" aria-label={`${name} until`} className={`${INPUT_CLASS}`} disabled={!days[index]!.on} value={days[index]!.end} onChange={(event) => setDay(index, { end: event.target.value })} />
            </div>
          ))}
        </div>
      </FormSection>
      <FormSection title="One-off hours" description="Extra hours on a given date, besides the weekly ones.">
        <div className="space-y-2">
          {oneOff.map((row, index) => (
            <div key={index} className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 sm:grid-cols-[minmax(0,11rem)_minmax(0,10rem)_auto_minmax(0,10rem)_auto]">
              <input type="date" aria-label="Date" className={`${INPUT_CLASS} col-span-3 sm:col-span-1`} value={row.date} onChange={(event) => setOneOffRow(index, { date: event.target.value })} required />
              <input type="time" aria-label="From" className={`${INPUT_CLASS}`} value={row.start} onChange={(event) => setOneOffRow(index, { start: event.target.value })} />
              <span className="text-sm text-muted">to</span>
              <input type="time" aria-label="Until" className={`${INPUT_CLASS}`} value={row.end} onChange={(event) => setOneOffRow(index, { end: event.target.value })} />
              <Button type="button" size="sm" variant="outline" className="col-span-3 justify-self-start sm:col-span-1" onClick={() => setOneOff((rows) => rows.filter((_, at) => at !== index))}>
                Remove
              </Button>
            </div>
          ))}
          <Button type="button" size="sm" variant="outline" onClick={() => setOneOff((rows) => [...rows, { date: '', start: '09:00', end: '12:00' }])}>
            Add One-off Hours
          </Button>
        </div>
      </FormSection>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving…' : 'Save Availability'}
      </Button>
    </form>
  );
}
