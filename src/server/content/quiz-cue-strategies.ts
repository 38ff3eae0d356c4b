import { questionsPerAttempt, type Question, type Quiz } from '../../shared/curriculum';
import type { ShownQuestion } from '../../shared/quiz-draw';
import { isAnswerCorrect, isPassingScore, type QuizAnswer } from '../../shared/quiz-scoring';

/**
 * Learners who answer by one cue in how a question looks, never by what it says (issue 52).
 * Each strategy sees a question as an attempt shows it (options in the draw's shuffled order)
 * and answers with positions in that order. Where its cue says nothing about a question, the
 * learner answers blind: the first option shown (one tick on a select-all question), which,
 * since every draw shuffles the options, is a uniform guess.
 */
export interface CueStrategy {
  name: string;
  /** Positions, in the order shown, of the options the learner picks (one for a single-answer question). */
  choose(shown: Shown): number[];
}

type Shown = Pick<ShownQuestion, 'type' | 'options'>;

const BLIND: number[] = [0];

/** Tokens that carry a number: 30, $1,500, 24-hour, 2026, 10%. */
const NUMERAL = /[$€£]?\d[\d,.]*(?:%|-\w+)?/g;
/** Capitalized words after an option's first word: names, places, products, acronyms. */
const PROPER_NOUN = /(?<=\s)[A-Z][\w'’.-]*/g;
/** Words that narrow a statement to a condition, a scope or a limit. */
const QUALIFIER = /\b(?:only|each|every|per|within|before|after|until|unless|except|exactly|at least|at most|no more than|no later than)\b/gi;

/**
 * How specific an option sounds, the cue of "the answer is the one with the details": the
 * numerals, the capitalized words after the first (names, places, products, acronyms) and the
 * qualifiers (only, each, every, per, within, before, after, until, unless, except, exactly, at
 * least, at most, no more than, no later than) it contains, counted together.
 */
export function specificity(text: string): number {
  return (text.match(NUMERAL)?.length ?? 0) + (text.match(PROPER_NOUN)?.length ?? 0) + (text.match(QUALIFIER)?.length ?? 0);
}

/** The first position shown whose option scores best; ties fall to the first shown, a guess among them. */
function bestPosition(options: Shown['options'], score: (text: string) => number): number {
  let best = 0;
  for (let position = 1; position < options.length; position++) if (score(options[position]!.text) > score(options[best]!.text)) best = position;
  return best;
}

/**
 * A cue that rates options: a single-answer question takes the best-rated option; a select-all
 * question ticks every option but the worst-rated (the shape "all right but one" took in the
 * courses before issue 52). True/false options are the same two words in every question, so the
 * learner answers those blind.
 */
function ratingCue(name: string, rate: (text: string) => number): CueStrategy {
  return {
    name,
    choose: ({ type, options }) => {
      if (type === 'true-false') return BLIND;
      if (type === 'multiple-choice') return [bestPosition(options, rate)];
      const worst = bestPosition(options, (text) => -rate(text));
      return options.map((_, position) => position).filter((position) => position !== worst);
    },
  };
}

function trueFalseCue(name: string, answer: 'True' | 'False'): CueStrategy {
  return { name, choose: ({ type, options }) => (type === 'true-false' ? [options.findIndex((option) => option.text === answer)] : BLIND) };
}

function selectAllCue(name: string, ticks: (optionCount: number) => number): CueStrategy {
  return {
    name,
    choose: ({ type, options }) => (type === 'multiple-select' ? options.map((_, position) => position).slice(0, ticks(options.length)) : BLIND),
  };
}

/** Every single-cue strategy issue 52 names, each a learner of its own. */
export const CUE_STRATEGIES: readonly CueStrategy[] = [
  ratingCue('the longest option', (text) => text.length),
  ratingCue('the shortest option', (text) => -text.length),
  ratingCue('the most specific-sounding option', specificity),
  // Draws shuffle the options, so one position stands for all: the first shown is as good as any.
  { name: 'a fixed position', choose: () => BLIND },
  trueFalseCue('always True', 'True'),
  trueFalseCue('always False', 'False'),
  selectAllCue('select all', (count) => count),
  // Every option but the last shown: with shuffled options, every option but a random one.
  selectAllCue('all but one', (count) => count - 1),
  // The runner asks for one tick at least; submitted anyway, an empty list is scored wrong.
  selectAllCue('select none', () => 0),
];

function orderings(count: number): number[][] {
  if (count === 0) return [[]];
  return orderings(count - 1).flatMap((rest) => Array.from({ length: count }, (_, at) => [...rest.slice(0, at), count - 1, ...rest.slice(at)]));
}

function sourceOptions(question: Question): readonly string[] {
  return question.type === 'true-false' ? ['True', 'False'] : question.options;
}

function asAnswer(question: Question, sourceIndexes: number[]): QuizAnswer {
  if (question.type === 'true-false') return sourceIndexes[0] === 0;
  if (question.type === 'multiple-choice') return sourceIndexes[0]!;
  return sourceIndexes;
}

/** The chance a strategy answers a question right, exactly: the share of the draw's equally likely option orders in which it does. */
export function cueSuccessChance(question: Question, strategy: CueStrategy): number {
  const texts = sourceOptions(question);
  const orders = orderings(texts.length);
  const right = orders.filter((order) => {
    const shown: Shown = { type: question.type, options: order.map((index) => ({ id: String(index), text: texts[index]! })) };
    return isAnswerCorrect(question, asAnswer(question, strategy.choose(shown).map((position) => order[position]!)));
  });
  return right.length / orders.length;
}

/**
 * The exact share of attempts a strategy passes, draws included: an attempt draws
 * `questions_per_attempt` questions of the pool, every set equally likely, and passes when the
 * right answers reach the passing score.
 */
export function cuePassRate(quiz: Pick<Quiz, 'questions' | 'questions_per_attempt' | 'passing_score'>, strategy: CueStrategy): number {
  const drawn = questionsPerAttempt(quiz);
  // sets[size][right]: the sum, over the sets of `size` questions seen so far, of the chance of `right` right answers.
  let sets: number[][] = [[1]];
  for (const question of quiz.questions) {
    const chance = cueSuccessChance(question, strategy);
    const next = sets.map((row) => [...row, 0]);
    next.push(new Array<number>(next.length + 1).fill(0));
    for (let size = 0; size < sets.length && size < drawn; size++) {
      for (const [right, weight] of sets[size]!.entries()) {
        next[size + 1]![right + 1]! += weight * chance;
        next[size + 1]![right]! += weight * (1 - chance);
      }
    }
    sets = next;
  }
  const outcomes = sets[drawn]!;
  const setCount = outcomes.reduce((sum, weight) => sum + weight, 0);
  const passing = outcomes.reduce((sum, weight, right) => (isPassingScore(right, drawn, quiz.passing_score) ? sum + weight : sum), 0);
  return passing / setCount;
}

/** What a published course's quizzes meet so that no cue passes them (issue 52, decision 0111). */
export const QUIZ_CUE_STANDARD = {
  /** Every cue strategy passes fewer than this share of a module quiz's attempts. */
  maxPassRate: 0.05,
  /** The share of a course's true/false questions whose key is True. */
  trueShare: { min: 0.4, max: 0.6 },
  /** At most this share of a course's select-all questions have the same number of right options. */
  sameRightCountShare: 0.5,
  /** At most this share of them have every option right, or all but one. */
  allOrAllButOneShare: 0.5,
} as const;

const percent = (share: number) => `${(share * 100).toFixed(1).replace(/\.0$/, '')}%`;

/** Every way a course's quizzes can be passed, or narrowed, by a cue instead of the lessons. */
export function quizCueProblems(quizzes: readonly Pick<Quiz, 'id' | 'questions' | 'questions_per_attempt' | 'passing_score'>[]): string[] {
  const standard = QUIZ_CUE_STANDARD;
  const problems: string[] = [];
  for (const quiz of quizzes) {
    for (const strategy of CUE_STRATEGIES) {
      const rate = cuePassRate(quiz, strategy);
      if (rate >= standard.maxPassRate) {
        problems.push(`quiz ${quiz.id}: a learner who answers by ${strategy.name} passes ${percent(rate)} of attempts; every cue must pass fewer than ${percent(standard.maxPassRate)}`);
      }
    }
  }
  const questions = quizzes.flatMap((quiz) => quiz.questions);
  const trueFalse = questions.filter((question) => question.type === 'true-false');
  const trueKeys = trueFalse.filter((question) => question.correct_answer).length;
  if (trueFalse.length > 0) {
    const share = trueKeys / trueFalse.length;
    if (share < standard.trueShare.min || share > standard.trueShare.max) {
      problems.push(`${trueKeys} of ${trueFalse.length} true/false keys are True (${percent(share)}); a course keeps between ${percent(standard.trueShare.min)} and ${percent(standard.trueShare.max)} True`);
    }
  }
  const selectAll = questions.filter((question) => question.type === 'multiple-select');
  const byRightCount = new Map<number, number>();
  for (const question of selectAll) byRightCount.set(question.correct_answers.length, (byRightCount.get(question.correct_answers.length) ?? 0) + 1);
  for (const [rightCount, count] of byRightCount) {
    if (count > selectAll.length * standard.sameRightCountShare) {
      problems.push(`${count} of ${selectAll.length} select-all questions have ${rightCount} right options; vary how many are right (at most half alike)`);
    }
  }
  const nearlyAll = selectAll.filter((question) => question.correct_answers.length >= question.options.length - 1).length;
  if (nearlyAll > selectAll.length * standard.allOrAllButOneShare) {
    problems.push(`${nearlyAll} of ${selectAll.length} select-all questions have every option right or all but one; at most half may`);
  }
  return problems;
}
