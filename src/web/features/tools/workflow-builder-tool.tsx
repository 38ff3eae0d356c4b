import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatNumber } from '@shared/tools/number-input';
import {
  calculateWorkflow,
  formatMinutes,
  MAX_WORKFLOW_NOTES,
  MAX_WORKFLOW_STEPS,
  STEP_MODE_LABELS,
  STEP_MODES,
  type StepMode,
  type Workflow,
  type WorkflowStep,
} from '@shared/tools/workflow';
import { Button } from '@web/components/ui/button';
import { downloadCsv } from '@web/lib/csv';
import { newItemId, NumberField, ToolFrame, ToolMessage } from './tool-frame';
import { useFocusAfterRender } from './use-focus-after-render';
import { useToolState } from './use-tool-state';
import { WorkflowDiagram } from './workflow-diagram';

const EMPTY: Workflow = { name: '', trigger: '', steps: [], notes: '' };
const INPUT = 'mt-1 h-10 w-full rounded-lg border border-slate-400 bg-white px-3 text-ink';

/** Workflow builder (tools.md): a trigger and ordered steps; time before and after, hours saved, a diagram. */
export default function WorkflowBuilderTool() {
  const tool = useToolState('workflow-builder', EMPTY);
  const workflow = tool.state;
  const calculation = calculateWorkflow(workflow.steps);
  const baseId = useId();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');

  const set = (patch: Partial<Workflow>) => tool.update((state) => ({ ...state, ...patch }));
  const changeStep = (id: string, patch: Partial<WorkflowStep>) =>
    tool.update((state) => ({ ...state, steps: state.steps.map((step) => (step.id === id ? { ...step, ...patch } : step)) }));
  const focusAfterRender = useFocusAfterRender();

  const add = () => {
    const id = newItemId();
    tool.update((state) => ({ ...state, steps: [...state.steps, { id, name: '', mode: 'manual', minutesPerRun: '', runsPerWeek: '' }] }));
    focusAfterRender(`${baseId}-name-${id}`);
  };
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const step = workflow.steps[index];
    if (!step || target < 0 || target >= workflow.steps.length) return;
    tool.update((state) => {
      const steps = [...state.steps];
      [steps[index], steps[target]] = [steps[target]!, steps[index]!];
      return { ...state, steps };
    });
    setAnnouncement(`${step.name.trim() || `Step ${index + 1}`} moved to position ${target + 1} of ${workflow.steps.length}.`);
    const edge = by === -1 ? target === 0 : target === workflow.steps.length - 1;
    focusAfterRender(`${baseId}-${edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}-${step.id}`);
  };
  const remove = (index: number) => {
    const step = workflow.steps[index];
    tool.update((state) => ({ ...state, steps: state.steps.filter((_, at) => at !== index) }));
    setAnnouncement(`${step?.name.trim() || `Step ${index + 1}`} removed.`);
    focusAfterRender(`${baseId}-add`);
  };

  const download = () => {
    if (!calculation.ok) return;
    downloadCsv('workflow.csv', [
      ['Step', 'How', 'Minutes per run', 'Runs per week', 'Minutes per week before', 'Minutes per week after'],
      ...workflow.steps.map((step, index) => {
        const time = calculation.result.steps[index]!;
        return [step.name || `Step ${index + 1}`, STEP_MODE_LABELS[step.mode], step.minutesPerRun, step.runsPerWeek, time.minutesBefore, time.minutesAfter];
      }),
      ['Total', '', '', '', calculation.result.minutesPerWeekBefore, calculation.result.minutesPerWeekAfter],
      ['Hours saved per year', '', '', '', '', calculation.result.hoursSavedPerYear],
    ]);
  };

  return (
    <ToolFrame toolId="workflow-builder" status={tool.status} error={tool.error} onStartOver={tool.startOver} onDownloadCsv={calculation.ok ? download : undefined}>
      <div className="grid gap-4 sm:grid-cols-2 print:hidden">
        <div>
          <label htmlFor={`${baseId}-workflow-name`} className="block text-sm font-semibold text-ink">
            Workflow name
          </label>
          <input id={`${baseId}-workflow-name`} type="text" maxLength={120} value={workflow.name} onChange={(event) => set({ name: event.target.value })} className={INPUT} />
        </div>
        <div>
          <label htmlFor={`${baseId}-trigger`} className="block text-sm font-semibold text-ink">
            Trigger: what starts it
          </label>
          <input id={`${baseId}-trigger`} type="text" maxLength={200} value={workflow.trigger} placeholder="e.g. A customer emails a question" onChange={(event) => set({ trigger: event.target.value })} className={INPUT} />
        </div>
      </div>
      <h4 className="mt-6 text-base font-semibold text-ink print:hidden">Steps</h4>
      <ol className="mt-2 space-y-4 print:hidden">
        {workflow.steps.map((step, index) => {
          const errors = calculation.ok ? {} : (calculation.stepErrors[step.id] ?? {});
          const label = step.name.trim() || `step ${index + 1}`;
          return (
            <li key={step.id} className="rounded-xl border border-line p-4">
              <div className="grid gap-3 sm:grid-cols-2">
                <div>
                  <label htmlFor={`${baseId}-name-${step.id}`} className="block text-sm font-semibold text-ink">
                    Step {index + 1}
                  </label>
                  <input id={`${baseId}-name-${step.id}`} type="text" maxLength={120} value={step.name} onChange={(event) => changeStep(step.id, { name: event.target.value })} className={INPUT} />
                </div>
                <div>
                  <label htmlFor={`${baseId}-mode-${step.id}`} className="block text-sm font-semibold text-ink">
                    How step {index + 1} is done
                  </label>
                  <select id={`${baseId}-mode-${step.id}`} value={step.mode} onChange={(event) => changeStep(step.id, { mode: event.target.value as StepMode })} className={INPUT}>
                    {STEP_MODES.map((mode) => (
                      <option key={mode} value={mode}>
                        {STEP_MODE_LABELS[mode]}
                      </option>
                    ))}
                  </select>
                </div>
                <NumberField
                  label={`Minutes per run, step ${index + 1}`}
                  value={step.minutesPerRun}
                  error={errors.minutesPerRun}
                  showError={touched.has(`${step.id}:minutes`) || step.minutesPerRun !== ''}
                  onChange={(value) => {
                    setTouched((current) => new Set(current).add(`${step.id}:minutes`));
                    changeStep(step.id, { minutesPerRun: value });
                  }}
                />
                <NumberField
                  label={`Runs per week, step ${index + 1}`}
                  value={step.runsPerWeek}
                  error={errors.runsPerWeek}
                  showError={touched.has(`${step.id}:runs`) || step.runsPerWeek !== ''}
                  onChange={(value) => {
                    setTouched((current) => new Set(current).add(`${step.id}:runs`));
                    changeStep(step.id, { runsPerWeek: value });
                  }}
                />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button id={`${baseId}-up-${step.id}`} variant="outline" size="sm" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${label} up`}>
                  <ArrowUp className="size-4" aria-hidden="true" />
                  Up
                </Button>
                <Button id={`${baseId}-down-${step.id}`} variant="outline" size="sm" disabled={index === workflow.steps.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${label} down`}>
                  <ArrowDown className="size-4" aria-hidden="true" />
                  Down
                </Button>
                <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={`Remove ${label}`}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <div className="mt-4 print:hidden">
        <Button id={`${baseId}-add`} variant="outline" onClick={add} disabled={workflow.steps.length >= MAX_WORKFLOW_STEPS}>
          <Plus className="size-4" aria-hidden="true" />
          Add a step
        </Button>
        {workflow.steps.length >= MAX_WORKFLOW_STEPS && <p className="mt-2 text-sm text-muted">A workflow holds {MAX_WORKFLOW_STEPS} steps.</p>}
      </div>
      <div className="mt-6 print:hidden">
        <label htmlFor={`${baseId}-notes`} className="block text-sm font-semibold text-ink">
          Notes
        </label>
        <textarea
          id={`${baseId}-notes`}
          rows={3}
          maxLength={MAX_WORKFLOW_NOTES}
          value={workflow.notes}
          aria-describedby={`${baseId}-notes-count`}
          onChange={(event) => set({ notes: event.target.value })}
          className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink"
        />
        <p id={`${baseId}-notes-count`} className="text-xs text-muted">
          {workflow.notes.length} of {formatNumber(MAX_WORKFLOW_NOTES)} characters
        </p>
      </div>
      <div className="mt-6">
        <h4 className="text-base font-semibold text-ink">{workflow.name.trim() ? `Your workflow: ${workflow.name.trim()}` : 'Your workflow'}</h4>
        {calculation.ok ? (
          <dl className="mt-3 grid gap-3 sm:grid-cols-3">
            {[
              ['Time per week today', formatMinutes(calculation.result.minutesPerWeekBefore)],
              ['Time per week with AI', formatMinutes(calculation.result.minutesPerWeekAfter)],
              ['Hours saved per year', formatNumber(calculation.result.hoursSavedPerYear, 0)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg bg-surface p-3 print:border print:border-slate-400">
                <dt className="text-xs font-semibold text-muted">{label}</dt>
                <dd className="mt-1 text-lg font-bold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <ToolMessage>{calculation.message}</ToolMessage>
        )}
        <p className="mt-2 text-xs text-muted">AI-assisted steps count at half their time, automated steps at none.</p>
        {(workflow.steps.length > 0 || workflow.trigger.trim() !== '') && (
          <div className="mt-4">
            <WorkflowDiagram workflow={workflow} />
          </div>
        )}
        {workflow.notes.trim() && <p className="mt-4 hidden text-sm whitespace-pre-wrap print:block">{workflow.notes}</p>}
      </div>
    </ToolFrame>
  );
}
