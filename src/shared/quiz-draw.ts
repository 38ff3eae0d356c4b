import type { Question, Quiz } from './curriculum';
import { questionsPerAttempt } from './curriculum';
import { scoreQuiz, type QuizAnswer, type QuizScore } from './quiz-scoring';

/**
 * Question pools (issue 26): each attempt draws its questions from the quiz's pool and orders
 * every question's options afresh, giving each option an opaque id. The learner answers by those
 * ids, never by position, and the attempt is scored against the draw it was shown.
 */

export interface ShownOption {
  /** Opaque id the learner answers with. */
  id: string;
  text: string;
}

export interface ShownQuestion {
  questionId: string;
  type: Question['type'];
  question: string;
  /** In the order shown. */
  options: ShownOption[];
  /** The position in the content's options of each shown option, same order (true-false: 0 True, 1 False). */
  sourceIndexes: number[];
}

/** A question answers with one option id; a multiple-select question with several. */
export type OptionAnswers = Readonly<Record<string, string | readonly string[]>>;

export class RefusedAnswerError extends Error {
  override name = 'RefusedAnswerError';
}

type Random = () => number;

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

function optionTexts(question: Question): readonly string[] {
  return question.type === 'true-false' ? ['True', 'False'] : question.options;
}

/** Draws `questionsPerAttempt` questions of the pool in a random order, each with its options shuffled and given fresh ids. */
export function drawQuizQuestions(quiz: Pick<Quiz, 'questions' | 'questions_per_attempt'>, random: Random, newOptionId: () => string): ShownQuestion[] {
  const drawn = shuffled(quiz.questions, random).slice(0, questionsPerAttempt(quiz));
  return drawn.map((question) => {
    const order = shuffled(
      optionTexts(question).map((_, index) => index),
      random,
    );
    return {
      questionId: question.id,
      type: question.type,
      question: question.question,
      options: order.map((index) => ({ id: newOptionId(), text: optionTexts(question)[index]! })),
      sourceIndexes: order,
    };
  });
}

/**
 * A drawn question as it was shown: options in the shown order and the correct answer in those
 * positions, so a passed attempt's result names the right options as the learner saw them.
 */
export function asShownQuestion(question: Question, shown: ShownQuestion): Question {
  const shownPosition = (sourceIndex: number) => shown.sourceIndexes.indexOf(sourceIndex);
  switch (question.type) {
    case 'true-false':
      return question;
    case 'multiple-choice':
      return { ...question, options: shown.options.map((option) => option.text), correct_answer: shownPosition(question.correct_answer) };
    case 'multiple-select':
      return { ...question, options: shown.options.map((option) => option.text), correct_answers: question.correct_answers.map(shownPosition) };
  }
}

function answerOf(shown: ShownQuestion, given: string | readonly string[]): QuizAnswer {
  const sourceIndexOf = (optionId: unknown): number => {
    const position = shown.options.findIndex((option) => option.id === optionId);
    if (position < 0) throw new RefusedAnswerError(`Question ${shown.questionId} was not shown the option ${String(optionId)}`);
    return shown.sourceIndexes[position]!;
  };
  if (shown.type === 'multiple-select') {
    if (!Array.isArray(given)) throw new RefusedAnswerError(`Question ${shown.questionId} takes a list of option ids`);
    return given.map(sourceIndexOf);
  }
  if (typeof given !== 'string') throw new RefusedAnswerError(`Question ${shown.questionId} takes one option id`);
  const index = sourceIndexOf(given);
  return shown.type === 'true-false' ? index === 0 : index;
}

/**
 * Scores answers given by option id against the questions an attempt was shown, with the shared
 * scoring. An answer to a question not shown, or an option id not shown with its question, is
 * refused (RefusedAnswerError) rather than counted wrong: that is tampering, not a mistake.
 */
export function scoreShownQuiz(quiz: Pick<Quiz, 'questions' | 'passing_score'>, shown: readonly ShownQuestion[], answers: OptionAnswers): QuizScore {
  const byId = new Map(quiz.questions.map((question) => [question.id, question]));
  const shownById = new Map(shown.map((entry) => [entry.questionId, entry]));
  const translated: Record<string, QuizAnswer> = {};
  for (const [questionId, given] of Object.entries(answers)) {
    const entry = shownById.get(questionId);
    if (!entry) throw new RefusedAnswerError(`Question ${questionId} was not drawn for this attempt`);
    translated[questionId] = answerOf(entry, given);
  }
  const questions = shown.map((entry) => {
    const question = byId.get(entry.questionId);
    if (!question) throw new RefusedAnswerError(`Question ${entry.questionId} is no longer in this quiz; start a new attempt`);
    return question;
  });
  return scoreQuiz({ questions, passing_score: quiz.passing_score }, translated);
}
