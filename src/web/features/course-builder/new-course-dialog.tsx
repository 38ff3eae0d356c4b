import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Loader2, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { slugFormProblem, slugFromTitle } from '@shared/course-slug';
import { Button } from '@web/components/ui/button';
import { ModalDialog } from '@web/components/modal-dialog';
import { INPUT_CLASS } from '@web/components/form-fields';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { createCourse } from './use-admin-courses';
import { memberQueryOptions, useUserId } from '@web/lib/member-query';

/** How long typing pauses before the address is checked with the server. */
const CHECK_DELAY_MS = 300;

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** 'New course': a title, and an address derived from it (editable) that is checked as you type. */
export function NewCourseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} onClose={onClose} className="max-w-lg">
      {({ titleId, close }) => <NewCourseForm titleId={titleId} onCancel={close} />}
    </ModalDialog>
  );
}

function NewCourseForm({ titleId, onCancel }: { titleId: string; onCancel: () => void }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [typedSlug, setTypedSlug] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const slug = slugEdited ? typedSlug : slugFromTitle(title);
  const formProblem = slug === '' ? null : slugFormProblem(slug);
  const checkedSlug = useDebounced(slug, CHECK_DELAY_MS);
  const availability = useQuery({
    ...memberQueryOptions(useUserId(), 'GET /api/admin/course-slugs', { query: { slug: checkedSlug } }),
    enabled: checkedSlug !== '' && slugFormProblem(checkedSlug) === null,
    staleTime: 0,
  });
  const checking = slug !== checkedSlug || availability.isFetching;
  const taken = !checking && availability.data?.available === false;
  const fieldIds = { title: useId(), slug: useId(), slugNote: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') return setError('Enter a title for the course.');
    const problem = slugFormProblem(slug);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const { course } = await createCourse({ title: title.trim(), slug });
      toast.success('Course created', { description: 'Add modules and lessons, then publish it when it is ready.' });
      await navigate(`/admin/courses/${course.slug}/edit`);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  let note: { text: string; tone: 'muted' | 'ok' | 'bad' };
  if (slug === '') note = { text: 'The address follows the title; you can change it.', tone: 'muted' };
  else if (formProblem) note = { text: formProblem, tone: 'bad' };
  else if (checking) note = { text: 'Checking the address…', tone: 'muted' };
  else if (availability.isError) note = { text: `Couldn't check the address: ${errorMessage(availability.error)}`, tone: 'bad' };
  else if (taken) note = { text: availability.data?.message ?? 'This address is taken.', tone: 'bad' };
  else note = { text: `Available: /courses/${slug}`, tone: 'ok' };

  return (
    <form onSubmit={(event) => void submit(event)} className="p-6" noValidate>
      <h2 id={titleId} className="text-lg font-bold tracking-tight">
        New course
      </h2>
      <p className="mt-1 text-sm text-muted">It starts as a draft: only admins see it until you publish it.</p>
      <div className="mt-5 space-y-4">
        <div>
          <label htmlFor={fieldIds.title} className="text-sm font-medium">
            Title
          </label>
          <input
            id={fieldIds.title}
            className={cn(INPUT_CLASS, 'mt-1.5')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={200}
            required
            autoFocus
          />
        </div>
        <div>
          <label htmlFor={fieldIds.slug} className="text-sm font-medium">
            Web address
          </label>
          <div className="mt-1.5 flex items-center rounded-lg border border-line bg-surface focus-within:border-brand-600">
            <span className="pl-3 text-sm text-muted" aria-hidden="true">
              /courses/
            </span>
            <input
              id={fieldIds.slug}
              className="h-11 min-w-0 flex-1 rounded-r-lg bg-white px-2 text-base text-ink"
              value={slug}
              onChange={(event) => {
                setSlugEdited(true);
                setTypedSlug(event.target.value.toLowerCase());
              }}
              aria-describedby={fieldIds.slugNote}
              aria-invalid={note.tone === 'bad'}
              maxLength={100}
              spellCheck={false}
              autoCapitalize="off"
            />
          </div>
          <p
            id={fieldIds.slugNote}
            aria-live="polite"
            className={cn('mt-1.5 flex items-start gap-1.5 text-sm', { muted: 'text-muted', ok: 'text-emerald-800', bad: 'text-red-800' }[note.tone])}
          >
            {note.tone === 'ok' && <Check className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
            {note.tone === 'bad' && <X className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
            {checking && slug !== '' && !formProblem && <Loader2 className="mt-0.5 size-4 shrink-0 motion-safe:animate-spin" aria-hidden="true" />}
            <span>{note.text}</span>
          </p>
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || taken || formProblem !== null} aria-busy={busy}>
          {busy && <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />}
          Create course
        </Button>
      </div>
    </form>
  );
}
