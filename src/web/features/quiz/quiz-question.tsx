import type { ShownQuestion } from './quiz-types';
import type { QuizAnswer } from '@shared/quiz-scoring';
import { ChoiceFieldset } from './choice-fieldset';
import { TRUE_FALSE_CHOICES } from './quiz-answer-text';

interface QuizQuestionProps {
  question: ShownQuestion;
  answer: QuizAnswer | undefined;
  onAnswer: (answer: QuizAnswer) => void;
  disabled?: boolean;
}

/** One quiz question, its choices indexes into the options (true-false: the two values). */
export function QuizQuestion({ question, answer, onAnswer, disabled = false }: QuizQuestionProps) {
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

  return <ChoiceFieldset type={question.type} question={question.question} name={name} choices={choices} disabled={disabled} />;
}
