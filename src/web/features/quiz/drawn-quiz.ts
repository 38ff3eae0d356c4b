import type { QuizDrawResponse, SubmitDrawnQuizBody } from '@shared/api/learning';
import type { QuizAnswers } from '@shared/quiz-scoring';
import type { QuizSummary, ShownQuiz } from './quiz-types';

/** The quiz as one draw shows it: the drawn questions, each with its options in the drawn order. */
export function drawnQuiz(quiz: QuizSummary, draw: QuizDrawResponse): ShownQuiz {
  return {
    ...quiz,
    questions: draw.questions.map(({ id, type, question, options }) => ({ id, type, question, options: options.map((option) => option.text) })),
  };
}

/**
 * The runner's answers (True/False, or positions in the options as shown) as the option ids the
 * draw gave, which is all the server accepts.
 */
export function answersByOptionId(draw: QuizDrawResponse, answers: QuizAnswers): SubmitDrawnQuizBody['answers'] {
  const byOptionId: SubmitDrawnQuizBody['answers'] = {};
  for (const question of draw.questions) {
    const answer = answers[question.id];
    const idAt = (position: number) => question.options[position]?.id;
    if (typeof answer === 'boolean') {
      const chosen = question.options.find((option) => option.text === (answer ? 'True' : 'False'));
      if (chosen) byOptionId[question.id] = chosen.id;
    } else if (typeof answer === 'number') {
      const chosen = idAt(answer);
      if (chosen !== undefined) byOptionId[question.id] = chosen;
    } else if (Array.isArray(answer)) {
      byOptionId[question.id] = answer.map(idAt).filter((id): id is string => id !== undefined);
    }
  }
  return byOptionId;
}
