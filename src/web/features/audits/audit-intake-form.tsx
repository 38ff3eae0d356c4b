import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUDIT_FILE_ACCEPT, AUDIT_FILE_TOO_LARGE, MAX_AUDIT_FILE_BYTES, MAX_AUDIT_FILES } from '@shared/audits';
import { INTAKE_FIELDS, INTAKE_QUESTIONS, MAX_INTAKE_ANSWER_LENGTH, type IntakeField } from '@shared/api/audits';
import { fieldAria, FieldError, INVALID_INPUT_CLASS } from '@web/components/field-error';
import { INPUT_CLASS, SubmitButton } from '@web/components/form-fields';
import { Card } from '@web/components/ui/card';
import { ApiRequestError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { myAuditsKey, submitIntake } from './use-audits';

type Problems = Partial<Record<IntakeField | 'files', string>>;

/** The browser's first word on the chosen files: count and size (the server checks type by content). */
function filesProblem(files: File[]): string | undefined {
  if (files.length > MAX_AUDIT_FILES) return `Attach at most ${MAX_AUDIT_FILES} files.`;
  const large = files.find((file) => file.size > MAX_AUDIT_FILE_BYTES);
  return large ? `${large.name}: ${AUDIT_FILE_TOO_LARGE}` : undefined;
}

/** The audit intake: four questions about the business and up to five files, sent once. */
export function AuditIntakeForm({ userId }: { userId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const found: Problems = {};
    for (const field of INTAKE_FIELDS) if (String(form.get(field) ?? '').trim() === '') found[field] = 'Answer this question so we can prepare your audit.';
    const files = form.getAll('files').filter((value): value is File => value instanceof File && value.name !== '');
    const fileProblem = filesProblem(files);
    if (fileProblem) found.files = fileProblem;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await submitIntake(form);
      toast.success('Intake sent. We emailed you a confirmation.');
      await queryClient.invalidateQueries({ queryKey: myAuditsKey(userId) });
    } catch (failure) {
      const field = failure instanceof ApiRequestError ? failure.field : undefined;
      if (field && (field === 'files' || (INTAKE_FIELDS as string[]).includes(field))) setProblems({ [field]: errorMessage(failure) });
      toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl font-semibold">Tell us about your business</h2>
      <p className="mt-1 text-muted">Plain answers are best. We read every word before we start, and we may email you a question or two.</p>
      <form className="mt-6 space-y-6" noValidate onSubmit={(event) => void submit(event)} aria-label="Audit intake">
        {INTAKE_FIELDS.map((field) => (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className="text-sm font-medium text-ink">
              {INTAKE_QUESTIONS[field]}
            </label>
            <textarea
              id={`${id}-${field}`}
              name={field}
              rows={4}
              maxLength={MAX_INTAKE_ANSWER_LENGTH}
              className={cn(INPUT_CLASS, INVALID_INPUT_CLASS, 'mt-1.5 h-auto py-2')}
              {...fieldAria(`${id}-${field}`, problems[field])}
            />
            <FieldError inputId={`${id}-${field}`} error={problems[field]} />
          </div>
        ))}
        <div>
          <label htmlFor={`${id}-files`} className="text-sm font-medium text-ink">
            Documents (optional)
          </label>
          <input
            id={`${id}-files`}
            name="files"
            type="file"
            multiple
            accept={AUDIT_FILE_ACCEPT}
            className="mt-1.5 block w-full text-sm text-muted file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            {...fieldAria(`${id}-files`, problems.files, `${id}-files-hint`)}
          />
          <p id={`${id}-files-hint`} className="mt-1.5 text-sm text-muted">
            A process document, a spreadsheet or screenshots: PDF, Word, Excel, PNG, JPEG or WebP, up to {MAX_AUDIT_FILES} files of {MAX_AUDIT_FILE_BYTES / 1024 ** 2} MB each.
          </p>
          <FieldError inputId={`${id}-files`} error={problems.files} />
        </div>
        <SubmitButton busy={busy} label="Send intake" busyLabel="Sending…" className="sm:w-auto" />
      </form>
    </Card>
  );
}
