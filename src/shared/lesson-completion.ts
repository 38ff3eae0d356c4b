/**
 * How a lesson is completed (decision 0026, design.md §5): a lesson with a quiz by passing the
 * quiz at its passing score; any other by 'Mark as Complete' (or a tool that completes it). So a
 * certificate means every lesson done and every quiz passed. Used by the server, which refuses
 * 'Mark as Complete' on a quiz lesson, and by the player, which says what is needed instead.
 */

/** The server's refusal and the player's note on a quiz lesson not yet passed. */
export const PASS_QUIZ_TO_COMPLETE = 'Pass the quiz to complete this lesson.';

/** Does passing the lesson's quiz complete it (rather than 'Mark as Complete')? */
export function completesByQuiz(lesson: { quiz?: unknown }): boolean {
  return lesson.quiz !== null && lesson.quiz !== undefined;
}

/** What the player says under a quiz lesson not yet passed, with the score to reach. */
export function quizCompletionHint(passingScore: number): string {
  return `Score ${passingScore}% or more in the Quiz tab below; retakes are unlimited.`;
}
