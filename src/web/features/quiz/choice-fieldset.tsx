import { useId } from 'react';
import { cn } from '@web/lib/cn';

export type ChoiceQuestionType = 'true-false' | 'multiple-choice' | 'multiple-select';

export interface Choice {
  key: string;
  label: string;
  checked: boolean;
  select: () => void;
}

const HINTS: Record<ChoiceQuestionType, string> = {
  'true-false': 'Choose True or False.',
  'multiple-choice': 'Choose one answer.',
  'multiple-select': 'Choose every answer that applies.',
};

/**
 * A question as a fieldset: radios for true-false and multiple-choice, checkboxes for
 * multiple-select. Module quizzes and certification assessments both ask this way.
 */
export function ChoiceFieldset({
  type,
  question,
  name,
  choices,
  disabled = false,
}: {
  type: ChoiceQuestionType;
  question: string;
  name: string;
  choices: Choice[];
  disabled?: boolean;
}) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} disabled={disabled} className="min-w-0">
      <legend className="text-lg font-semibold text-pretty text-ink">{question}</legend>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {HINTS[type]}
      </p>
      <div className="mt-5 grid gap-3">
        {choices.map((choice) => (
          <label
            key={choice.key}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
              choice.checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-line bg-white hover:bg-surface',
            )}
          >
            <input
              type={type === 'multiple-select' ? 'checkbox' : 'radio'}
              name={name}
              checked={choice.checked}
              onChange={choice.select}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <span className="text-ink">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
