import { useId } from 'react';
import type { OpenAssessment } from '@shared/api/certifications';
import { cn } from '@web/lib/cn';

export type AssessmentQuestionData = OpenAssessment['questions'][number];
export type AssessmentAnswer = string | string[];

const HINTS: Record<AssessmentQuestionData['type'], string> = {
  'true-false': 'Choose True or False.',
  'multiple-choice': 'Choose one answer.',
  'multiple-select': 'Choose every answer that applies.',
};

/** One drawn question as a fieldset, its choices the option ids the attempt gave (as the module quizzes look). */
export function AssessmentQuestion({
  question,
  answer,
  onAnswer,
  disabled,
}: {
  question: AssessmentQuestionData;
  answer: AssessmentAnswer | undefined;
  onAnswer: (answer: AssessmentAnswer) => void;
  disabled: boolean;
}) {
  const hintId = useId();
  const multiple = question.type === 'multiple-select';
  const chosen = Array.isArray(answer) ? answer : answer === undefined ? [] : [answer];
  const toggle = (optionId: string) => {
    if (!multiple) return onAnswer(optionId);
    const next = chosen.includes(optionId) ? chosen.filter((id) => id !== optionId) : [...chosen, optionId];
    onAnswer(question.options.map((option) => option.id).filter((id) => next.includes(id)));
  };
  return (
    <fieldset aria-describedby={hintId} disabled={disabled} className="min-w-0">
      <legend className="text-lg font-semibold text-pretty text-ink">{question.question}</legend>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {HINTS[question.type]}
      </p>
      <div className="mt-5 grid gap-3">
        {question.options.map((option) => {
          const checked = chosen.includes(option.id);
          return (
            <label
              key={option.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
                checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-line bg-white hover:bg-surface',
              )}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`assessment-${question.id}`}
                checked={checked}
                onChange={() => toggle(option.id)}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              <span className="text-ink">{option.text}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
