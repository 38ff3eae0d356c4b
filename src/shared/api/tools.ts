import { z } from 'zod';
import { MATURITY_QUESTIONS } from '../tools/ai-maturity';
import { SORTABLE_TASKS, TASK_SORTS } from '../tools/automatable-quiz';
import { BUSINESS_FUNCTIONS } from '../tools/gap-finder';
import { MAX_OPPORTUNITIES } from '../tools/prioritization';
import { MAX_WORKFLOW_NOTES, MAX_WORKFLOW_STEPS, STEP_MODES } from '../tools/workflow';
import { TOOL_IDS, type ToolId } from '../tools/tool-catalog';
import { courseSlugSchema } from './catalog';
import { defineEndpoint } from './endpoint';
import { completeLessonResponseSchema, lessonIdSchema } from './learning';

/**
 * Contracts of a learner's saved work in a lesson's interactive tool, one state per learner,
 * lesson and tool. The server checks every state against these before storing it, so sizes
 * are capped here: text fields, list lengths, ratings 1-5.
 */

export const toolIdSchema = z.enum(TOOL_IDS, { message: 'Unknown interactive tool' });

/** What a learner typed where a number is due: kept as typed, read by the tool's own rules. */
const typedNumber = (label: string) => z.string().max(40, `${label} is at most 40 characters`);
const rating = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).nullable();
const itemId = z.string().min(1).max(40);

export const roiStateSchema = z.strictObject({
  hoursPerWeek: typedNumber('Hours saved per week'),
  hourlyCost: typedNumber('Loaded hourly cost'),
  toolCostPerMonth: typedNumber('Tool cost per month'),
  setupCost: typedNumber('One-off setup cost'),
  rampUpMonths: typedNumber('Months to ramp up'),
});

export const taskSortStateSchema = z.strictObject({
  answers: z.partialRecord(z.enum(SORTABLE_TASKS.map((task) => task.id) as [string, ...string[]]), z.enum(TASK_SORTS)),
});

export const maturityStateSchema = z
  .strictObject({
    answers: z.partialRecord(z.enum(MATURITY_QUESTIONS.map((question) => question.id) as [string, ...string[]]), z.number().int().min(1).max(5)),
    submitted: z.boolean(),
  })
  .refine((state) => !state.submitted || MATURITY_QUESTIONS.every((question) => state.answers[question.id] !== undefined), {
    message: 'Answer all ten questions before you submit.',
  });

export const prioritizationStateSchema = z.strictObject({
  opportunities: z
    .array(z.strictObject({ id: itemId, name: z.string().max(120, 'An opportunity name is at most 120 characters'), impact: rating, effort: rating }))
    .max(MAX_OPPORTUNITIES, `A matrix holds at most ${MAX_OPPORTUNITIES} opportunities`),
});

const functionIds = BUSINESS_FUNCTIONS.map((entry) => entry.id) as [string, ...string[]];
export const gapStateSchema = z.strictObject({
  ratings: z.partialRecord(z.enum(functionIds), z.strictObject({ current: rating, potential: rating })),
});

export const workflowStateSchema = z.strictObject({
  name: z.string().max(120, 'A workflow name is at most 120 characters'),
  trigger: z.string().max(200, 'A trigger is at most 200 characters'),
  steps: z
    .array(
      z.strictObject({
        id: itemId,
        name: z.string().max(120, 'A step name is at most 120 characters'),
        mode: z.enum(STEP_MODES),
        minutesPerRun: typedNumber('Minutes per run'),
        runsPerWeek: typedNumber('Runs per week'),
      }),
    )
    .max(MAX_WORKFLOW_STEPS, `A workflow has at most ${MAX_WORKFLOW_STEPS} steps`),
  notes: z.string().max(MAX_WORKFLOW_NOTES, `Notes are at most ${MAX_WORKFLOW_NOTES.toLocaleString('en-US')} characters`),
});

export const TOOL_STATE_SCHEMAS = {
  'roi-calculator': roiStateSchema,
  'automatable-quiz': taskSortStateSchema,
  'ai-maturity-quiz': maturityStateSchema,
  'prioritization-matrix': prioritizationStateSchema,
  'gap-finder-matrix': gapStateSchema,
  'workflow-builder': workflowStateSchema,
} satisfies Record<ToolId, z.ZodType>;

export type ToolStates = { [Id in ToolId]: z.infer<(typeof TOOL_STATE_SCHEMAS)[Id]> };

export const saveToolStateBodySchema = z.strictObject({ state: z.unknown() });
export type SaveToolStateBody<Id extends ToolId = ToolId> = { state: ToolStates[Id] };

export const toolStateResponseSchema = z.object({
  toolId: toolIdSchema,
  /** Null when the learner has not used the tool in this lesson yet (or started over). */
  state: z.unknown().nullable(),
  updatedAt: z.string().nullable(),
});
export type ToolStateResponse = z.infer<typeof toolStateResponseSchema>;

export const saveToolStateResponseSchema = toolStateResponseSchema.extend({
  /** Set when this save finished a tool that completes its lesson, and the lesson was not complete before. */
  completion: completeLessonResponseSchema.nullable(),
});
export type SaveToolStateResponse = z.infer<typeof saveToolStateResponseSchema>;

const toolParams = z.object({ slug: courseSlugSchema, lessonId: lessonIdSchema, toolId: toolIdSchema });

/** The learner's saved work in one tool of a lesson (state null before the first save). */
export const getToolState = defineEndpoint({
  method: 'GET',
  path: '/api/learn/:slug/lessons/:lessonId/tools/:toolId',
  params: toolParams,
  response: toolStateResponseSchema,
});

/** Saves the work, checked against the tool's schema; may complete the lesson. */
export const saveToolState = defineEndpoint({
  method: 'PUT',
  path: '/api/learn/:slug/lessons/:lessonId/tools/:toolId',
  params: toolParams,
  body: saveToolStateBodySchema,
  response: saveToolStateResponseSchema,
});

/** Starting over: the saved work is deleted (204). */
export const clearToolState = defineEndpoint({
  method: 'DELETE',
  path: '/api/learn/:slug/lessons/:lessonId/tools/:toolId',
  params: toolParams,
  response: z.undefined(),
  statuses: [204],
});
