import { useState, type FormEvent } from 'react';
import { Mail } from 'lucide-react';
import type { EmailPreferences } from '@shared/api/learning-emails';
import { LEARNING_EMAIL_LABELS, QUIET_HOURS } from '@shared/learning-emails';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { SubmitButton } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { browserTimeZone, useEmailPreferences, useSaveEmailPreferences } from './use-email-preferences';

type Switches = Pick<EmailPreferences, 'inactivityReminder' | 'weeklyDigest' | 'newCourse'>;

const SWITCHES: { field: keyof Switches; kind: keyof typeof LEARNING_EMAIL_LABELS }[] = [
  { field: 'inactivityReminder', kind: 'inactivity-reminder' },
  { field: 'weeklyDigest', kind: 'weekly-digest' },
  { field: 'newCourse', kind: 'new-course' },
];

function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

function hourLabel(hour: number): string {
  return new Date(Date.UTC(2000, 0, 1, hour)).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
}

/** /profile's "Email from us": which learning emails arrive, and the time zone their quiet hours follow. */
export function EmailPreferencesCard({ userId }: { userId: string | undefined }) {
  const preferences = useEmailPreferences(userId);
  if (preferences.isError) return null;
  if (!preferences.data) return <Skeleton className="h-72 w-full rounded-2xl" />;
  return <EmailPreferencesForm userId={userId} saved={preferences.data} />;
}

function EmailPreferencesForm({ userId, saved }: { userId: string | undefined; saved: EmailPreferences }) {
  const [draft, setDraft] = useState(saved);
  const save = useSaveEmailPreferences(userId);
  const browserZone = browserTimeZone();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: (data) => {
        setDraft(data.preferences);
        toast.success('Email settings saved.');
      },
      onError: (error) => toast.error('Failed to save email settings', { description: errorMessage(error) }),
    });
  };

  return (
    <Card className="p-6 sm:p-8">
      <form onSubmit={submit} aria-labelledby="email-settings-heading">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Mail className="size-5" aria-hidden="true" />
          </span>
          <h2 id="email-settings-heading" className="text-xl font-semibold">
            Email from us
          </h2>
        </div>
        <p className="mt-4 text-muted">
          Choose the learning emails you want. They arrive only between {hourLabel(QUIET_HOURS.sendFromHour)} and {hourLabel(QUIET_HOURS.sendUntilHour)} in your time zone. Receipts, password
          resets and booking confirmations always arrive: they are about your account.
        </p>
        <fieldset className="mt-6 space-y-4">
          <legend className="sr-only">Learning emails</legend>
          {SWITCHES.map(({ field, kind }) => (
            <label key={field} className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-4 hover:bg-surface">
              <input
                type="checkbox"
                name={field}
                checked={draft[field]}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.checked })}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-medium">{LEARNING_EMAIL_LABELS[kind].title}</span>
                <span className="block text-sm text-muted">{LEARNING_EMAIL_LABELS[kind].description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="mt-6">
          <label htmlFor="email-time-zone" className="block text-sm font-medium">
            Time zone
          </label>
          <select
            id="email-time-zone"
            name="timeZone"
            value={draft.timeZone}
            onChange={(event) => setDraft({ ...draft, timeZone: event.target.value })}
            className="mt-2 h-11 w-full rounded-lg border border-line bg-white px-3 text-sm"
          >
            {timeZones(draft.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
          {browserZone !== draft.timeZone && (
            <button type="button" className="mt-2 text-sm font-medium text-brand-700 underline underline-offset-2" onClick={() => setDraft({ ...draft, timeZone: browserZone })}>
              Use this device’s time zone ({browserZone.replaceAll('_', ' ')})
            </button>
          )}
        </div>
        <div className="mt-8 flex justify-end border-t border-line pt-6">
          <SubmitButton busy={save.isPending} label="Save email settings" busyLabel="Saving…" className="sm:w-auto" />
        </div>
      </form>
    </Card>
  );
}
