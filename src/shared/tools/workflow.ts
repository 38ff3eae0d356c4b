import { formatNumber, readNumber, type NumberRule } from './number-input';

/** Workflow builder (tools.md): a trigger and ordered steps, each manual, AI-assisted or automated. */
export const STEP_MODES = ['manual', 'ai-assisted', 'automated'] as const;
export type StepMode = (typeof STEP_MODES)[number];

export const STEP_MODE_LABELS: Record<StepMode, string> = { manual: 'Manual', 'ai-assisted': 'AI-assisted', automated: 'Automated' };

/** Share of a step's time a person still spends once the step is AI-assisted or automated. */
export const TIME_KEPT: Record<StepMode, number> = { manual: 1, 'ai-assisted': 0.5, automated: 0 };

export interface WorkflowStep {
  id: string;
  name: string;
  mode: StepMode;
  minutesPerRun: string;
  runsPerWeek: string;
}

export interface Workflow {
  name: string;
  trigger: string;
  steps: WorkflowStep[];
  notes: string;
}

export const MAX_WORKFLOW_STEPS = 50;
export const MAX_WORKFLOW_NOTES = 2000;

export const STEP_FIELDS: Record<'minutesPerRun' | 'runsPerWeek', NumberRule> = {
  minutesPerRun: { label: 'Minutes per run', min: 0, max: 1440 },
  runsPerWeek: { label: 'Runs per week', min: 0, max: 10_000 },
};

export interface StepTime {
  id: string;
  minutesBefore: number;
  minutesAfter: number;
}

export interface WorkflowResult {
  steps: StepTime[];
  minutesPerWeekBefore: number;
  minutesPerWeekAfter: number;
  hoursSavedPerYear: number;
}

export type StepErrors = Partial<Record<'minutesPerRun' | 'runsPerWeek', string>>;

export type WorkflowCalculation =
  | { ok: true; result: WorkflowResult }
  | { ok: false; message: string; stepErrors: Record<string, StepErrors> };

/** Time per week before and after, and hours saved per year; or which steps to fix. */
export function calculateWorkflow(steps: readonly WorkflowStep[]): WorkflowCalculation {
  if (steps.length === 0) return { ok: false, message: 'Add a step to see the time this workflow takes.', stepErrors: {} };
  const stepErrors: Record<string, StepErrors> = {};
  const times: StepTime[] = [];
  for (const step of steps) {
    const minutes = readNumber(step.minutesPerRun, STEP_FIELDS.minutesPerRun);
    const runs = readNumber(step.runsPerWeek, STEP_FIELDS.runsPerWeek);
    if (!minutes.ok || !runs.ok) {
      stepErrors[step.id] = { ...(minutes.ok ? {} : { minutesPerRun: minutes.message }), ...(runs.ok ? {} : { runsPerWeek: runs.message }) };
      continue;
    }
    const before = minutes.value * runs.value;
    times.push({ id: step.id, minutesBefore: before, minutesAfter: before * TIME_KEPT[step.mode] });
  }
  const invalid = Object.keys(stepErrors).length;
  if (invalid > 0) {
    return { ok: false, message: `Fix the minutes and runs of ${invalid === 1 ? 'one step' : `${invalid} steps`} to see the totals.`, stepErrors };
  }
  const before = times.reduce((sum, step) => sum + step.minutesBefore, 0);
  const after = times.reduce((sum, step) => sum + step.minutesAfter, 0);
  return { ok: true, result: { steps: times, minutesPerWeekBefore: before, minutesPerWeekAfter: after, hoursSavedPerYear: ((before - after) * 52) / 60 } };
}

/** '2 h 30 min', '45 min', '0 min'. */
export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes);
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${formatNumber(hours, 0)} h` : `${formatNumber(hours, 0)} h ${rest} min`;
}
