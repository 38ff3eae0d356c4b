import { useId, useState, type FormEvent } from 'react';
import { POST_BODY_MAX, POST_TITLE_MAX } from '@shared/community-access';
import { INPUT_CLASS, SubmitButton, TextField } from '@web/components/form-fields';
import { fieldAria, FieldError, INVALID_INPUT_CLASS } from '@web/components/field-error';
import { ApiRequestError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/lib/error-message';

export interface PostDraft {
  title: string;
  body: string;
}

/**
 * A post's title and text (Markdown), for a new post, a lesson question or an edit. The server's
 * refusal shows under the field it names, or under the form.
 */
export function PostForm({
  submitLabel,
  busyLabel,
  initial = { title: '', body: '' },
  bodyLabel = 'Your post',
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  busyLabel: string;
  initial?: PostDraft;
  bodyLabel?: string;
  /** Resolves when saved; throws the server's refusal. */
  onSubmit: (draft: PostDraft) => Promise<void>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const bodyId = useId();
  const hintId = `${bodyId}-hint`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit(draft);
      setDraft({ title: '', body: '' });
    } catch (failure) {
      setProblem({ field: failure instanceof ApiRequestError ? failure.field : undefined, message: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  const bodyError = problem?.field === 'body' ? problem.message : undefined;
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <TextField
        label="Title"
        value={draft.title}
        maxLength={POST_TITLE_MAX}
        required
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        error={problem?.field === 'title' ? problem.message : undefined}
      />
      <div>
        <label htmlFor={bodyId} className="text-sm font-medium text-ink">
          {bodyLabel}
        </label>
        <textarea
          id={bodyId}
          value={draft.body}
          rows={6}
          maxLength={POST_BODY_MAX}
          required
          onChange={(event) => setDraft({ ...draft, body: event.target.value })}
          className={cn(INPUT_CLASS, INVALID_INPUT_CLASS, 'mt-1.5 h-auto py-2')}
          {...fieldAria(bodyId, bodyError, hintId)}
        />
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          Markdown works: **bold**, lists, links. Leave out customer names and contact details.
        </p>
        <FieldError inputId={bodyId} error={bodyError} />
      </div>
      {problem && !problem.field && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem.message}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton busy={busy} label={submitLabel} busyLabel={busyLabel} className="sm:w-auto" />
        {onCancel && (
          <button type="button" onClick={onCancel} className="text-sm font-medium text-brand-700 underline underline-offset-2">
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
