import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { CircleAlert } from 'lucide-react';
import { fieldOfApiError, type FieldProblems } from '@shared/form-problems';
import { ApiRequestError } from '@web/lib/api-client';

/**
 * A form's field errors (decision 0034): each message sits under its input, the input is
 * aria-invalid and described by it, the message is announced as it appears (role="alert"), and
 * focus goes to the first invalid field in the order the form shows them.
 */

/** Red border and focus ring on an input whose field has a problem. */
export const INVALID_INPUT_CLASS = 'aria-invalid:border-red-700 aria-invalid:hover:border-red-700 aria-invalid:focus-visible:border-red-700';

export function fieldErrorId(inputId: string): string {
  return `${inputId}-error`;
}

/** The attributes that tie an input to its hint and its error message. */
export function fieldAria(inputId: string, error: string | undefined, hintId?: string): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const describedBy = [hintId, error ? fieldErrorId(inputId) : undefined].filter(Boolean).join(' ');
  return { ...(error ? { 'aria-invalid': true } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
}

/** The message under the input `inputId`, or nothing when the field is fine. */
export function FieldError({ inputId, error }: { inputId: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(inputId)} role="alert" className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{error}</span>
    </p>
  );
}

export interface FieldErrors<Field extends string> {
  /**
   * Spread on the <form>: focus is looked for inside it, a change to a field clears that field's
   * problem, and leaving a field typed in shows its problem from `problemsOnBlur`, if given.
   */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
    onBlur: (event: FocusEvent<HTMLFormElement>) => void;
  };
  errorOf: (field: Field) => string | undefined;
  /** Shows these problems (replacing any shown) and moves focus to the first invalid field. */
  show: (problems: FieldProblems<Field>) => void;
  /** Shows an API error beside the field of `fields` it is about, if it is about one (the toast is the caller's). */
  showApiError: (error: unknown, fields: readonly Field[]) => void;
  /** Forgets one field's problem (a change to the field does it through formProps). */
  clear: (field: Field) => void;
}

/** `problemsOnBlur`: the form's problems as its fields now stand, to check a field as it loses focus. */
export function useFieldErrors<Field extends string>(problemsOnBlur?: () => FieldProblems<Field>): FieldErrors<Field> {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldProblems<Field>>({});
  // Fields typed in: tabbing through an empty field says nothing until the form is sent.
  const editedFields = useRef(new Set<string>());
  const problemsOnBlurRef = useRef(problemsOnBlur);
  useEffect(() => {
    problemsOnBlurRef.current = problemsOnBlur;
  });

  const show = useCallback((problems: FieldProblems<Field>) => {
    // Rendered at once, so the first invalid input can be found and focused in the form's own order.
    flushSync(() => setErrors(problems));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, []);

  const showApiError = useCallback(
    (error: unknown, fields: readonly Field[]) => {
      if (!(error instanceof ApiRequestError)) return;
      const field = fieldOfApiError(error, fields);
      if (field) show({ [field]: error.message } as FieldProblems<Field>);
    },
    [show],
  );

  const clear = useCallback((field: Field) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  const errorOf = useCallback((field: Field) => errors[field], [errors]);

  // Inputs' change events bubble to the form; the input's name is the field's name.
  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const { name } = event.target as HTMLInputElement;
      if (!name) return;
      editedFields.current.add(name);
      clear(name as Field);
    },
    [clear],
  );

  // Focus events bubble in React: the form hears each input lose focus.
  const onBlur = useCallback((event: FocusEvent<HTMLFormElement>) => {
    // The target is the input that lost focus (the type names the form that listens).
    const name = (event.target as Element).getAttribute('name');
    // Focus moving to the submit button: the submit checks every field anyway, and a message
    // appearing now would push the button down between mousedown and mouseup, losing the click.
    if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit') return;
    const problemsOf = problemsOnBlurRef.current;
    if (!name || !problemsOf || !editedFields.current.has(name)) return;
    const problem = problemsOf()[name as Field];
    setErrors((current) => {
      if (problem === current[name as Field]) return current;
      const next = { ...current };
      if (problem) next[name as Field] = problem;
      else delete next[name as Field];
      return next;
    });
  }, []);

  return { formProps: { ref: formRef, onChange, onBlur }, errorOf, show, showApiError, clear };
}
