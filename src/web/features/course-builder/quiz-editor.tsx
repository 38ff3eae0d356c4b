import { useId } from 'react';
import { Plus, Trash2, X } from 'lucide-react';
import {
  addOption,
  canAddOption,
  canRemoveOption,
  changeQuestionType,
  MAX_QUESTION_OPTIONS,
  passingScoreFromInput,
  QUESTION_TYPES,
  removeOption,
  type QuestionDraft,
  type QuestionType,
} from '@shared/curriculum-edit';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import type { DraftQuiz } from './course-draft';
import { newQuestion } from './course-draft';
import { FormField } from '@web/components/admin/form-section';
import { INPUT_CLASS, SELECT_CLASS, TEXTAREA_CLASS } from './field';

const TYPE_LABELS: Record<QuestionType, string> = {
  'true-false': 'True or false',
  'multiple-choice': 'Multiple choice (one answer)',
  'multiple-select': 'Multiple select (several answers)',
};

interface QuizEditorProps {
  quiz: DraftQuiz;
  onChange: (quiz: DraftQuiz) => void;
  onRemove: () => void;
}

/** The quiz of a lesson (spec §4, §5): title, description, passing score, questions of three types. */
export function QuizEditor({ quiz, onChange, onRemove }: QuizEditorProps) {
  const scoreInvalid = passingScoreFromInput(quiz.passing_score) === null;
  const setQuestion = (index: number, question: QuestionDraft) => onChange({ ...quiz, questions: quiz.questions.map((q, i) => (i === index ? question : q)) });

  return (
    <fieldset className="rounded-xl border border-line p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold">Quiz</legend>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField label="Quiz title">
          {(control) => <input {...control} className={INPUT_CLASS} value={quiz.title} maxLength={200} onChange={(e) => onChange({ ...quiz, title: e.target.value })} />}
        </FormField>
        <FormField
          label="Passing score (%)"
          hint="0 to 100; empty means 70."
          error={scoreInvalid ? 'Enter a whole number from 0 to 100.' : null}
        >
          {(control) => (
            <input
              {...control}
              className={INPUT_CLASS}
              inputMode="numeric"
              value={quiz.passing_score}
              placeholder="70"
              onChange={(e) => onChange({ ...quiz, passing_score: e.target.value })}
            />
          )}
        </FormField>
      </div>
      <FormField label="Quiz description" className="mt-4">
        {(control) => (
          <textarea {...control} className={TEXTAREA_CLASS} rows={2} maxLength={2000} value={quiz.description} onChange={(e) => onChange({ ...quiz, description: e.target.value })} />
        )}
      </FormField>

      <ol className="mt-5 space-y-4">
        {quiz.questions.map((question, index) => (
          <li key={question.id}>
            <QuestionEditor
              question={question}
              number={index + 1}
              onChange={(next) => setQuestion(index, next)}
              onRemove={quiz.questions.length > 1 ? () => onChange({ ...quiz, questions: quiz.questions.filter((_, i) => i !== index) }) : undefined}
            />
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap justify-between gap-3">
        <Button variant="secondary" size="sm" onClick={() => onChange({ ...quiz, questions: [...quiz.questions, newQuestion()] })}>
          <Plus className="size-4" aria-hidden="true" />
          Add question
        </Button>
        <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50" onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden="true" />
          Remove quiz
        </Button>
      </div>
    </fieldset>
  );
}

function QuestionEditor({
  question,
  number,
  onChange,
  onRemove,
}: {
  question: QuestionDraft;
  number: number;
  onChange: (question: QuestionDraft) => void;
  /** Absent for a quiz's only question (a quiz has at least one). */
  onRemove?: () => void;
}) {
  const answerName = useId();
  const label = `Question ${number}`;
  const choose = (index: number, chosen: boolean) => {
    if (question.type === 'multiple-select') {
      const current = new Set(question.correct_answers ?? []);
      if (chosen) current.add(index);
      else current.delete(index);
      onChange({ ...question, correct_answers: [...current].sort((a, b) => a - b) });
    } else {
      onChange({ ...question, correct_answer: index });
    }
  };

  return (
    <div className="rounded-lg border border-line bg-surface/60 p-4" role="group" aria-label={label}>
      <div className="flex flex-wrap items-end gap-3">
        <FormField label={`${label} type`} className="min-w-0 flex-1 sm:max-w-xs">
          {(control) => (
            <select {...control} className={SELECT_CLASS} value={question.type} onChange={(e) => onChange(changeQuestionType(question, e.target.value as QuestionType))}>
              {QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {onRemove && (
          <Button variant="ghost" size="sm" className="ml-auto text-red-800 hover:bg-red-50" onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove<span className="sr-only"> {label.toLowerCase()}</span>
          </Button>
        )}
      </div>
      <FormField label={`${label} text`} className="mt-3">
        {(control) => <textarea {...control} className={TEXTAREA_CLASS} rows={3} maxLength={1000} value={question.question} onChange={(e) => onChange({ ...question, question: e.target.value })} />}
      </FormField>

      <fieldset className="mt-3">
        <legend className="text-sm font-medium">
          {question.type === 'multiple-select' ? 'Options (tick every correct answer)' : question.type === 'true-false' ? 'Correct answer' : 'Options (choose the correct answer)'}
        </legend>
        {question.type === 'true-false' ? (
          <div className="mt-2 flex gap-6">
            {[true, false].map((value) => (
              <label key={String(value)} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={answerName}
                  className="size-4 accent-brand-700"
                  checked={question.correct_answer === value}
                  onChange={() => onChange({ ...question, correct_answer: value })}
                />
                {value ? 'True' : 'False'}
              </label>
            ))}
          </div>
        ) : (
          <ul className="mt-2 space-y-2">
            {question.options.map((option, index) => {
              const chosen = question.type === 'multiple-select' ? (question.correct_answers ?? []).includes(index) : question.correct_answer === index;
              return (
                <li key={index} className="flex items-center gap-2">
                  <input
                    type={question.type === 'multiple-select' ? 'checkbox' : 'radio'}
                    name={answerName}
                    className="size-4 shrink-0 accent-brand-700"
                    checked={chosen}
                    onChange={(e) => choose(index, e.target.checked)}
                    aria-label={`Option ${index + 1} is correct`}
                  />
                  <input
                    className={cn(INPUT_CLASS, 'h-10')}
                    value={option}
                    maxLength={500}
                    aria-label={`Option ${index + 1}`}
                    onChange={(e) => onChange({ ...question, options: question.options.map((o, i) => (i === index ? e.target.value : o)) })}
                  />
                  {canRemoveOption(question) && (
                    <button
                      type="button"
                      onClick={() => onChange(removeOption(question, index))}
                      className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-red-50 hover:text-red-800"
                      aria-label={`Remove option ${index + 1}`}
                    >
                      <X className="size-4" aria-hidden="true" />
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {question.type !== 'true-false' && (
          <Button variant="outline" size="sm" className="mt-2" disabled={!canAddOption(question)} onClick={() => onChange(addOption(question))}>
            <Plus className="size-4" aria-hidden="true" />
            Add option
            {!canAddOption(question) && <span className="font-normal text-muted">(at most {MAX_QUESTION_OPTIONS})</span>}
          </Button>
        )}
      </fieldset>

      <FormField label="Explanation" hint="Shown with the result, after the learner submits." className="mt-3">
        {(control) => <textarea {...control} className={TEXTAREA_CLASS} rows={2} maxLength={2000} value={question.explanation} onChange={(e) => onChange({ ...question, explanation: e.target.value })} />}
      </FormField>
    </div>
  );
}
