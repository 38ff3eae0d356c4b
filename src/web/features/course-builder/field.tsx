import { useId, type ReactNode } from 'react';
import { INPUT_CLASS } from '@web/components/form-fields';
import { cn } from '@web/lib/cn';

export const TEXTAREA_CLASS =
  'w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-300 focus-visible:border-brand-600';
/** INPUT_CLASS without its read-only greying: a <select> matches :read-only although it can be changed. */
export const SELECT_CLASS = INPUT_CLASS.replace(/\s*read-only:\S+/g, '') + ' pr-8';
export { INPUT_CLASS };

interface FieldProps {
  label: string;
  hint?: string;
  /** Shown under the control in red, and read out with it. */
  error?: string | null;
  className?: string;
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}

/** A label, a control and its hint or error, wired together for screen readers. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1.5">{children({ id, 'aria-describedby': note ? noteId : undefined, 'aria-invalid': error ? true : undefined })}</div>
      {note && (
        <p id={noteId} className={cn('mt-1.5 text-sm', error ? 'text-red-800' : 'text-muted')}>
          {note}
        </p>
      )}
    </div>
  );
}
