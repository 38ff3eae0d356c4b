/** AI maturity quiz (tools.md): ten questions, two per dimension, each answered 1 to 5. */
export const MATURITY_DIMENSIONS = ['data', 'processes', 'tools', 'skills', 'strategy'] as const;
export type MaturityDimension = (typeof MATURITY_DIMENSIONS)[number];

export const DIMENSION_NAMES: Record<MaturityDimension, string> = {
  data: 'Data',
  processes: 'Processes',
  tools: 'Tools',
  skills: 'Skills',
  strategy: 'Strategy',
};

export interface MaturityQuestion {
  id: string;
  dimension: MaturityDimension;
  question: string;
}

export const MATURITY_QUESTIONS: readonly MaturityQuestion[] = [
  { id: 'data-location', dimension: 'data', question: 'Our customer and sales data is kept in one place we can search.' },
  { id: 'data-quality', dimension: 'data', question: 'We trust our records: they are complete, current and free of duplicates.' },
  { id: 'process-written', dimension: 'processes', question: 'Our routine tasks are written down step by step.' },
  { id: 'process-measured', dimension: 'processes', question: 'We know how long our main tasks take each week.' },
  { id: 'tools-used', dimension: 'tools', question: 'We already use AI features in our everyday software.' },
  { id: 'tools-connected', dimension: 'tools', question: 'Our business tools are connected and share data without retyping.' },
  { id: 'skills-confidence', dimension: 'skills', question: 'Our team is confident writing prompts and checking AI output.' },
  { id: 'skills-training', dimension: 'skills', question: 'We set aside time for the team to learn new tools.' },
  { id: 'strategy-goals', dimension: 'strategy', question: 'We have written goals for what AI should do for the business.' },
  { id: 'strategy-budget', dimension: 'strategy', question: 'We have a budget and an owner for AI projects.' },
];

export const AGREEMENT_LABELS = ['Strongly disagree', 'Disagree', 'Partly', 'Agree', 'Strongly agree'] as const;

export const MATURITY_LEVELS = [
  { level: 1, name: 'Curious', description: 'AI is on your radar, but not yet part of how you work.' },
  { level: 2, name: 'Experimenting', description: 'A few people try AI tools, without a shared way of working.' },
  { level: 3, name: 'Adopting', description: 'AI helps in several routine tasks, and the basics are in place.' },
  { level: 4, name: 'Scaling', description: 'AI is built into your processes and measured.' },
  { level: 5, name: 'Leading', description: 'AI shapes how you plan, compete and grow.' },
] as const;

export const NEXT_STEPS: Record<MaturityDimension, string> = {
  data: 'Gather customer and sales records into one system, and spend an afternoon removing duplicates.',
  processes: 'Write down your three most repeated tasks step by step and time them for a week.',
  tools: 'Switch on the AI features already included in the software you pay for, one tool at a time.',
  skills: 'Book one hour a week for the team to practise prompts on real tasks and share what works.',
  strategy: 'Write one page: which two results AI should improve this year, who owns them and the budget.',
};

export type MaturityAnswers = Partial<Record<string, number>>;

export interface MaturityResult {
  overall: number;
  level: (typeof MATURITY_LEVELS)[number];
  /** Average of each dimension's answers, 1 to 5. */
  dimensions: { dimension: MaturityDimension; name: string; score: number }[];
  /** The three weakest dimensions, weakest first, with what to do next. */
  nextSteps: { dimension: MaturityDimension; name: string; step: string }[];
}

export type MaturityAssessment = { ok: true; result: MaturityResult } | { ok: false; unanswered: number };

function isAnswer(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= 5;
}

export function countUnanswered(answers: MaturityAnswers): number {
  return MATURITY_QUESTIONS.filter((question) => !isAnswer(answers[question.id])).length;
}

export function assessMaturity(answers: MaturityAnswers): MaturityAssessment {
  const unanswered = countUnanswered(answers);
  if (unanswered > 0) return { ok: false, unanswered };
  const dimensions = MATURITY_DIMENSIONS.map((dimension) => {
    const scores = MATURITY_QUESTIONS.filter((question) => question.dimension === dimension).map((question) => answers[question.id] as number);
    return { dimension, name: DIMENSION_NAMES[dimension], score: scores.reduce((sum, score) => sum + score, 0) / scores.length };
  });
  const overall = dimensions.reduce((sum, entry) => sum + entry.score, 0) / dimensions.length;
  const level = MATURITY_LEVELS[Math.min(4, Math.max(0, Math.round(overall) - 1))]!;
  // A stable sort keeps the dimensions' own order among equal scores.
  const weakest = [...dimensions].sort((a, b) => a.score - b.score).slice(0, 3);
  return {
    ok: true,
    result: { overall, level, dimensions, nextSteps: weakest.map(({ dimension, name }) => ({ dimension, name, step: NEXT_STEPS[dimension] })) },
  };
}

/** Completes its lesson on submit, which needs every question answered (tools.md). */
export function isMaturityComplete(state: { answers: MaturityAnswers; submitted: boolean }): boolean {
  return state.submitted && countUnanswered(state.answers) === 0;
}
