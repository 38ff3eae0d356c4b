import { describe, expect, it } from 'vitest';
import { completesByQuiz, quizCompletionHint } from './lesson-completion';

describe('how a lesson is completed', () => {
  it('by its quiz when it has one, by Mark as Complete otherwise', () => {
    expect(completesByQuiz({ quiz: { id: 'q', questions: [] } })).toBe(true);
    expect(completesByQuiz({ quiz: null })).toBe(false);
    expect(completesByQuiz({})).toBe(false);
  });

  it('tells the learner the score to reach', () => {
    expect(quizCompletionHint(70)).toBe('Score 70% or more in the Quiz tab below; retakes are unlimited.');
  });
});
