import type { QuizAnswer } from '@shared/quiz-scoring';

type QuestionType = 'true-false' | 'multiple-choice' | 'multiple-select';

/** The labels of a true-false question, in the order the runner shows them. */
export const TRUE_FALSE_CHOICES = [
  { value: true, label: 'True' },
  { value: false, label: 'False' },
] as const;

/** An answer in words, as the learner saw the choices: "True", an option's text, or several joined. */
export function answerText(question: { type: QuestionType; options: readonly string[] }, answer: QuizAnswer | undefined): string {
  if (answer === undefined) return 'No answer';
  if (question.type === 'true-false') return answer === true ? 'True' : answer === false ? 'False' : 'No answer';
  const indexes = Array.isArray(answer) ? [...answer].sort((a, b) => a - b) : typeof answer === 'number' ? [answer] : [];
  const labels = indexes.map((index) => question.options[index]).filter((label): label is string => label !== undefined);
  return labels.length > 0 ? labels.join('; ') : 'No answer';
}
