import { useState, type FormEvent } from 'react';
import type { AdminWorkshop, WorkshopInput } from '@shared/api/workshops';
import { TextField } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { INPUT_CLASS } from '@web/components/form-fields';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

function blank(timeZone: string): Record<keyof WorkshopInput, string> {
  return { title: '', description: '', date: '', time: '13:00', timeZone, durationMinutes: '60', joinLink: '', capacity: '25' };
}

function filled(workshop: AdminWorkshop): Record<keyof WorkshopInput, string> {
  return {
    title: workshop.title,
    description: workshop.description,
    date: workshop.date,
    time: workshop.time,
    timeZone: workshop.timeZone,
    durationMinutes: String(workshop.durationMinutes),
    joinLink: workshop.joinLink,
    capacity: String(workshop.capacity),
  };
}

/** Schedules a workshop, or changes one (`editing`): the start on the owner's clock in a named time zone. */
export function WorkshopForm({ editing, onSaved, onCancelEdit }: { editing: AdminWorkshop | null; onSaved: () => void; onCancelEdit: () => void }) {
  const [fields, setFields] = useState(() => (editing ? filled(editing) : blank(BROWSER_ZONE)));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (name: keyof WorkshopInput) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const body: WorkshopInput = { ...fields, durationMinutes: Number(fields.durationMinutes), capacity: Number(fields.capacity) };
    try {
      if (editing) await callEndpoint('PUT /api/admin/workshops/:id', { params: { id: editing.id }, body });
      else await callEndpoint('POST /api/admin/workshops', { body });
      toast.success(editing ? 'Workshop updated. Registered members get the new details.' : 'Workshop scheduled. Elite members can register now.');
      if (!editing) setFields(blank(fields.timeZone));
      onSaved();
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2" aria-label={editing ? `Edit ${editing.title}` : 'Schedule a workshop'}>
      <TextField className="sm:col-span-2" label="Title" required maxLength={120} value={fields.title} onChange={set('title')} />
      <div className="sm:col-span-2">
        <label htmlFor="workshop-description" className="text-sm font-medium text-ink">
          Description
        </label>
        <textarea id="workshop-description" required rows={4} maxLength={4000} value={fields.description} onChange={set('description')} className={`${INPUT_CLASS} mt-1.5 h-auto py-2`} />
      </div>
      <TextField label="Date" type="date" required value={fields.date} onChange={set('date')} />
      <TextField label="Start time" type="time" required value={fields.time} onChange={set('time')} />
      <TextField label="Time zone" required value={fields.timeZone} onChange={set('timeZone')} hint="The start is on this clock, such as America/New_York." />
      <TextField label="Length (minutes)" type="number" min={15} max={480} required value={fields.durationMinutes} onChange={set('durationMinutes')} />
      <TextField className="sm:col-span-2" label="Join link" type="url" required placeholder="https://zoom.us/j/123" value={fields.joinLink} onChange={set('joinLink')} />
      <TextField label="Capacity (seats)" type="number" min={1} required value={fields.capacity} onChange={set('capacity')} />
      {problem && (
        <p role="alert" className="font-medium text-red-700 sm:col-span-2">
          {problem}
        </p>
      )}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : editing ? 'Save changes' : 'Schedule workshop'}
        </Button>
        {editing && (
          <Button variant="outline" onClick={onCancelEdit}>
            Stop editing
          </Button>
        )}
      </div>
    </form>
  );
}
