import type { OpenAssessment } from '@shared/api/certifications';
import { ChoiceFieldset } from '@web/features/quiz';

export type AssessmentQuestionData = OpenAssessment['questions'][number];
export type AssessmentAnswer = string | string[];

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
  const multiple = question.type === 'multiple-select';
  const chosen = Array.isArray(answer) ? answer : answer === undefined ? [] : [answer];
  const toggle = (optionId: string) => {
    if (!multiple) return onAnswer(optionId);
    const next = chosen.includes(optionId) ? chosen.filter((id) => id !== optionId) : [...chosen, optionId];
    onAnswer(question.options.map((option) => option.id).filter((id) => next.includes(id)));
  };
  const choices = question.options.map((option) => ({
    key: option.id,
    label: option.text,
    checked: chosen.includes(option.id),
    select: () => toggle(option.id),
  }));
  return <ChoiceFieldset type={question.type} question={question.question} name={`assessment-${question.id}`} choices={choices} disabled={disabled} />;
}
