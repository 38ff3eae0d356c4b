import { useId, type ReactNode } from 'react';
import { fieldAria, FieldError } from '@web/components/field-error';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

interface FormSectionProps {
  title: string;
  /** What the fields are for, under the title. */
  description?: ReactNode;
  /** The fields, laid out two to a row on wide screens (a field with `sm:col-span-2` takes a row). */
  children: ReactNode;
  /** Under the fields (a Save button, a note). */
  footer?: ReactNode;
  className?: string;
}

/** A titled group of an admin form's fields in a card: the title names the group for screen readers. */
export function FormSection({ title, description, children, footer, className }: FormSectionProps) {
  const titleId = useId();
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-pretty text-muted">{description}</p>}
        <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
        {footer && <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-line pt-4">{footer}</div>}
      </section>
    </Card>
  );
}

/** What a field's control is given: its id and the attributes that tie it to its hint and error. */
export interface FormControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FormFieldProps {
  label: string;
  /** Shown under the control and read out with it. */
  hint?: string;
  /** What is wrong with the field: beside it, announced, and the control marked invalid (decision 0034). */
  error?: string | null;
  className?: string;
  children: (control: FormControlProps) => ReactNode;
}

/** A label, a control and its hint and error, wired together for screen readers. */
export function FormField({ label, hint, error, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problem = error ?? undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1.5">{children({ id, ...fieldAria(id, problem, hint ? hintId : undefined) })}</div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError inputId={id} error={problem} />
    </div>
  );
}
