import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff, Loader2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { fieldAria, FieldError, INVALID_INPUT_CLASS } from '@web/components/field-error';
import { cn } from '@web/lib/cn';

export const INPUT_CLASS =
  'h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-300 focus-visible:border-brand-600 read-only:bg-surface read-only:text-muted';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the input and read out with it. */
  hint?: string;
  /** Sits at the right end of the label row (a "Forgot password?" link, say). */
  labelAside?: ReactNode;
  /** What is wrong with the field: shown under it, announced, and the input marked invalid. */
  error?: string | undefined;
}

export function TextField({ label, hint, labelAside, error, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {labelAside}
      </div>
      <input id={id} className={cn(INPUT_CLASS, INVALID_INPUT_CLASS, 'mt-1.5')} {...fieldAria(id, error, hint ? hintId : undefined)} {...inputProps} />
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError inputId={id} error={error} />
    </div>
  );
}

/** A password input with a button that shows what was typed (handy on a phone keyboard). */
export function PasswordField({ label, hint, labelAside, error, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative mt-1.5">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={cn(INPUT_CLASS, INVALID_INPUT_CLASS, 'pr-12')}
          {...fieldAria(id, error, hint ? hintId : undefined)}
          {...inputProps}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink"
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError inputId={id} error={error} />
    </div>
  );
}

/** A form's submit button: disabled with a spinner and `busyLabel` while its request runs. */
export function SubmitButton({ busy, label, busyLabel, className }: { busy: boolean; label: string; busyLabel: string; className?: string }) {
  return (
    <Button type="submit" size="lg" disabled={busy} aria-busy={busy} className={cn('w-full', className)}>
      {busy && <Loader2 className="size-5 animate-spin" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
