import { useId } from 'react';
import type { ShownQuestion } from './quiz-types';
import type { QuizAnswer } from '@shared/quiz-scoring';
import { cn } from '@web/lib/cn';
import { TRUE_FALSE_CHOICES } from './quiz-answer-text';


const HINTS: Record<ShownQuestion['type'], string> = {
  'true-false': 'Choose True or False.',
  'multiple-choice': 'Choose one answer.',
  'multiple-select': 'Choose every answer that applies.',
};

interface QuizQuestionProps {
  question: ShownQuestion;
  answer: QuizAnswer | undefined;
  onAnswer: (answer: QuizAnswer) => void;
  disabled?: boolean;
}

/** One question as a fieldset: radios for true-false and multiple-choice, checkboxes for multiple-select. */
export function QuizQuestion({ question, answer, onAnswer, disabled = false }: QuizQuestionProps) {
  const hintId = useId();
  const name = `quiz-question-${question.id}`;

  const choices =
    question.type === 'true-false'
      ? TRUE_FALSE_CHOICES.map((choice) => ({
          key: choice.label,
          label: choice.label,
          checked: answer === choice.value,
          select: () => onAnswer(choice.value),
        }))
      : question.options.map((option, index) => {
          if (question.type === 'multiple-choice') {
            return { key: String(index), label: option, checked: answer === index, select: () => onAnswer(index) };
          }
          const chosen = Array.isArray(answer) ? answer : [];
          const checked = chosen.includes(index);
          return {
            key: String(index),
            label: option,
            checked,
            select: () => onAnswer(checked ? chosen.filter((item) => item !== index) : [...chosen, index].sort((a, b) => a - b)),
          };
        });

  return (
    <fieldset aria-describedby={hintId} disabled={disabled} className="min-w-0">
      <legend className="text-lg font-semibold text-pretty text-ink">{question.question}</legend>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {HINTS[question.type]}
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
              type={question.type === 'multiple-select' ? 'checkbox' : 'radio'}
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
