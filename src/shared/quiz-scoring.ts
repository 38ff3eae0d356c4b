import type { Question, Quiz } from './curriculum';

/**
 * Quiz rules (spec §2 Quiz runner, §5 Quiz scoring, §9). The server scores attempts, since
 * correct answers reach the browser only in a submitted attempt's result (design §5); the
 * runner only needs to know whether the current question has an answer.
 */

/** true-false: a boolean; multiple-choice: an option index; multiple-select: option indexes. */
export type QuizAnswer = boolean | number | number[];
export type QuizAnswers = Record<string, QuizAnswer>;

export interface QuestionResult {
  questionId: string;
  correct: boolean;
}

export interface QuizScore {
  /** Number of questions answered correctly. */
  score: number;
  totalQuestions: number;
  /** Rounded to a whole percent. */
  percent: number;
  passed: boolean;
  results: QuestionResult[];
}

/**
 * Equal to DEFAULT_PASSING_SCORE in curriculum.ts (a test holds them together); repeated here
 * because importing a value from that module would bring zod into the lesson player's bundle.
 */
export const PASSING_SCORE_FALLBACK = 70;

type ScoredQuiz = Pick<Quiz, 'questions'> & { passing_score?: number | null };

/** Spec §5: a passing score is 0 to 100, falling back to 70 when empty. */
export function resolvePassingScore(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return PASSING_SCORE_FALLBACK;
  return Math.min(100, Math.max(0, value));
}

/** Whether `score` right answers of `totalQuestions` pass: the percent, rounded, reaches the passing score. */
export function isPassingScore(score: number, totalQuestions: number, passingScore: number | null | undefined): boolean {
  return totalQuestions > 0 && Math.round((score / totalQuestions) * 100) >= resolvePassingScore(passingScore);
}

function isOptionIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Answers arrive as JSON from the browser, so anything of the wrong shape is simply wrong. */
export function isAnswerCorrect(question: Question, answer: unknown): boolean {
  switch (question.type) {
    case 'true-false':
      return typeof answer === 'boolean' && answer === question.correct_answer;
    case 'multiple-choice':
      return isOptionIndex(answer) && answer === question.correct_answer;
    case 'multiple-select': {
      if (!Array.isArray(answer) || !answer.every(isOptionIndex)) return false;
      const chosen = new Set(answer);
      const correct = new Set(question.correct_answers);
      return chosen.size === correct.size && [...chosen].every((index) => correct.has(index));
    }
  }
}

function answerFor(answers: Readonly<Record<string, unknown>>, questionId: string): unknown {
  return Object.hasOwn(answers, questionId) ? answers[questionId] : undefined;
}

/**
 * Scores a submitted attempt: one point per correct answer, percent rounded, passed when the
 * percent reaches the quiz's passing score. A quiz without questions scores 0 and is not passed.
 */
export function scoreQuiz(quiz: ScoredQuiz, answers: Readonly<Record<string, unknown>>): QuizScore {
  const results = quiz.questions.map((question) => ({
    questionId: question.id,
    correct: isAnswerCorrect(question, answerFor(answers, question.id)),
  }));
  const score = results.filter((result) => result.correct).length;
  const totalQuestions = results.length;
  const percent = totalQuestions === 0 ? 0 : Math.round((score / totalQuestions) * 100);
  const passed = isPassingScore(score, totalQuestions, quiz.passing_score);
  return { score, totalQuestions, percent, passed, results };
}

/**
 * Whether the runner may move on from a question (spec §2: Next is disabled until the current
 * question is answered; multiple-select needs at least one choice). Takes only the question's
 * type and options, which the browser has without the correct answers.
 */
export function isQuestionAnswered(
  question: { type: Question['type']; options?: readonly string[] },
  answer: unknown,
): boolean {
  const inRange = (index: number) => question.options === undefined || index < question.options.length;
  switch (question.type) {
    case 'true-false':
      return typeof answer === 'boolean';
    case 'multiple-choice':
      return isOptionIndex(answer) && inRange(answer);
    case 'multiple-select':
      return Array.isArray(answer) && answer.length > 0 && answer.every((index) => isOptionIndex(index) && inRange(index));
  }
}
