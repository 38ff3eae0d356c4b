import { z } from 'zod';

/**
 * The curriculum of a course: modules holding lessons (spec §3). Stored as JSON on the
 * course row; this schema is the one definition both the server and the web app use.
 */

const id = z.string().trim().min(1).max(64);
const shortText = (max: number) => z.string().trim().max(max);

export const resourceSchema = z.object({
  id,
  title: shortText(200).min(1),
  description: shortText(2000).default(''),
  file_type: shortText(16).default(''),
  file_url: z.string().trim().min(1).max(2048),
  file_size: shortText(32).default(''),
});

const questionBase = {
  id,
  question: shortText(1000).min(1, 'Enter the question'),
  explanation: shortText(2000).default(''),
  /** The id of the lesson the question tests: a failed attempt points the learner there. */
  lesson: id.optional(),
};

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
const options = z
  .array(shortText(500).min(1, 'Every option needs text'))
  .min(MIN_OPTIONS, `A question needs at least ${MIN_OPTIONS} options`)
  .max(MAX_OPTIONS, `A question has at most ${MAX_OPTIONS} options`);

export const questionSchema = z.discriminatedUnion('type', [
  z.object({
    ...questionBase,
    type: z.literal('true-false'),
    options: z.array(z.string()).default(['True', 'False']),
    correct_answer: z.boolean(),
  }),
  z
    .object({
      ...questionBase,
      type: z.literal('multiple-choice'),
      options,
      correct_answer: z.number().int().min(0),
    })
    .refine((q) => q.correct_answer < q.options.length, {
      message: 'The correct answer must be one of the options',
      path: ['correct_answer'],
    }),
  z
    .object({
      ...questionBase,
      type: z.literal('multiple-select'),
      options,
      correct_answers: z.array(z.number().int().min(0)).min(1, 'Tick at least one correct answer'),
    })
    .refine((q) => q.correct_answers.every((index) => index < q.options.length), {
      message: 'Every correct answer must be one of the options',
      path: ['correct_answers'],
    }),
]);

export const DEFAULT_PASSING_SCORE = 70;

export const quizSchema = z.object({
  id,
  title: shortText(200).min(1, 'Enter a title'),
  description: shortText(2000).default(''),
  passing_score: z
    .number()
    .int('The passing score is a whole number from 0 to 100')
    .min(0, 'The passing score is a whole number from 0 to 100')
    .max(100, 'The passing score is a whole number from 0 to 100')
    .default(DEFAULT_PASSING_SCORE),
  questions: z.array(questionSchema).min(1, 'A quiz needs at least one question').max(100),
  /** How many questions of the pool one attempt draws; unset, every question (quizzes built in the admin). */
  questions_per_attempt: z.number().int('The questions per attempt is a whole number').min(1, 'An attempt shows at least one question').max(100).optional(),
});

export const DEFAULT_LESSON_DURATION = '5 min';

export const lessonSchema = z.object({
  id,
  title: shortText(200).min(1, 'Enter a title'),
  duration: shortText(32).min(1).default(DEFAULT_LESSON_DURATION),
  description: shortText(2000).default(''),
  content: z.string().max(200_000).default(''),
  video_url: z.string().trim().max(2048).default(''),
  resources: z.array(resourceSchema).max(50).default([]),
  quiz: quizSchema.nullable().default(null),
  /** Spec: true unless explicitly false. */
  hide_video_placeholder: z.boolean().default(true),
});

export const moduleSchema = z.object({
  id,
  title: shortText(200).min(1, 'Enter a title'),
  lessons: z.array(lessonSchema).max(200),
});

export const curriculumSchema = z.object({
  modules: z.array(moduleSchema).max(100),
});

/** The questions one attempt shows: `questions_per_attempt`, or the whole pool when unset or larger. */
export function questionsPerAttempt(quiz: Pick<Quiz, 'questions' | 'questions_per_attempt'>): number {
  return Math.min(quiz.questions_per_attempt ?? quiz.questions.length, quiz.questions.length);
}

export type Resource = z.infer<typeof resourceSchema>;
export type Question = z.infer<typeof questionSchema>;
export type Quiz = z.infer<typeof quizSchema>;
export type Lesson = z.infer<typeof lessonSchema>;
export type CourseModule = z.infer<typeof moduleSchema>;
export type Curriculum = z.infer<typeof curriculumSchema>;
export type CurriculumInput = z.input<typeof curriculumSchema>;

export class InvalidCurriculumError extends Error {
  override name = 'InvalidCurriculumError';
}

/**
 * Reads a stored curriculum. The spec allows the curriculum to arrive as an object or as a
 * JSON-encoded string; both are checked against the one schema. Null means "no curriculum".
 */
export function parseCurriculum(stored: unknown): Curriculum {
  if (stored === null || stored === undefined || stored === '') return { modules: [] };
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      throw new InvalidCurriculumError('The curriculum is not valid JSON');
    }
  }
  const result = curriculumSchema.safeParse(value);
  if (!result.success) {
    throw new InvalidCurriculumError(`The curriculum is malformed: ${result.error.issues[0]?.message ?? 'unknown issue'}`);
  }
  return result.data;
}
