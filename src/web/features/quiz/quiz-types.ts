import type { z } from 'zod';
import type { drawnQuestionSchema, quizSummarySchema } from '@shared/api/learning';

/** A quiz as the player receives it with its lesson: title and pass mark, no questions (issue 26). */
export type QuizSummary = z.infer<typeof quizSummarySchema>;

/** A question as one attempt shows it: the options as text, in the order the server drew them. */
export interface ShownQuestion extends Omit<z.infer<typeof drawnQuestionSchema>, 'options'> {
  options: string[];
}

/** A quiz as one attempt shows it: its summary and the questions drawn for that attempt, never the answers. */
export interface ShownQuiz extends QuizSummary {
  questions: ShownQuestion[];
}
