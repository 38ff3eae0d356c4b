import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { MAX_OPPORTUNITIES, prioritize, QUADRANT_INFO, QUADRANTS, type Opportunity } from '@shared/tools/prioritization';
import { Button } from '@web/components/ui/button';
import { downloadCsv } from '@web/lib/csv';
import { MatrixPlot } from './matrix-plot';
import { ChoiceGroup, newItemId, RATING_OPTIONS, ToolFrame, ToolMessage } from './tool-frame';
import { useFocusAfterRender } from './use-focus-after-render';
import { useToolState } from './use-tool-state';

/** AI prioritization matrix (tools.md): opportunities rated for impact and effort, plotted and ranked. */
export default function PrioritizationMatrixTool() {
  const tool = useToolState('prioritization-matrix', { opportunities: [] });
  const { opportunities } = tool.state;
  const result = prioritize(opportunities);
  const baseId = useId();
  const focusAfterRender = useFocusAfterRender();

  const change = (id: string, patch: Partial<Opportunity>) =>
    tool.update((state) => ({ opportunities: state.opportunities.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)) }));
  const add = () => {
    const id = newItemId();
    tool.update((state) => ({ opportunities: [...state.opportunities, { id, name: '', impact: null, effort: null }] }));
    focusAfterRender(`${baseId}-name-${id}`);
  };
  const remove = (index: number) => {
    tool.update((state) => ({ opportunities: state.opportunities.filter((_, at) => at !== index) }));
    focusAfterRender(`${baseId}-add`);
  };

  const download = () =>
    downloadCsv('ai-priorities.csv', [
      ['Rank', 'Opportunity', 'Impact (1-5)', 'Effort (1-5)', 'Quadrant', 'Score'],
      ...result.ranked.map((entry) => [entry.rank, entry.name, entry.impact, entry.effort, QUADRANT_INFO[entry.quadrant].name, entry.score]),
    ]);

  return (
    <ToolFrame
      toolId="prioritization-matrix"
      status={tool.status}
      error={tool.error}
      onStartOver={tool.startOver}
      onDownloadCsv={result.ranked.length > 0 ? download : undefined}
    >
      <p className="text-sm text-muted print:hidden">Add each AI opportunity, then rate it: impact 1 (little) to 5 (large), effort 1 (easy) to 5 (hard).</p>
      <ol className="mt-4 space-y-4 print:hidden">
        {opportunities.map((opportunity, index) => (
          <li key={opportunity.id} className="rounded-xl border border-line p-4">
            <div className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <label htmlFor={`${baseId}-name-${opportunity.id}`} className="block text-sm font-semibold text-ink">
                  Opportunity {index + 1}
                </label>
                <input
                  id={`${baseId}-name-${opportunity.id}`}
                  type="text"
                  maxLength={120}
                  value={opportunity.name}
                  placeholder="e.g. Chatbot for common questions"
                  onChange={(event) => change(opportunity.id, { name: event.target.value })}
                  className="mt-1 h-10 w-full rounded-lg border border-slate-400 px-3 text-ink"
                />
              </div>
              <Button variant="ghost" size="sm" className="h-10" onClick={() => remove(index)} aria-label={`Remove opportunity ${index + 1}${opportunity.name ? `: ${opportunity.name}` : ''}`}>
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              <ChoiceGroup
                legend={`Impact of opportunity ${index + 1}`}
                name={`${baseId}-impact-${opportunity.id}`}
                options={RATING_OPTIONS}
                value={opportunity.impact}
                onChange={(impact) => change(opportunity.id, { impact })}
                compact
              />
              <ChoiceGroup
                legend={`Effort of opportunity ${index + 1}`}
                name={`${baseId}-effort-${opportunity.id}`}
                options={RATING_OPTIONS}
                value={opportunity.effort}
                onChange={(effort) => change(opportunity.id, { effort })}
                compact
              />
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-4 print:hidden">
        <Button id={`${baseId}-add`} variant="outline" onClick={add} disabled={opportunities.length >= MAX_OPPORTUNITIES}>
          <Plus className="size-4" aria-hidden="true" />
          Add an opportunity
        </Button>
        {opportunities.length >= MAX_OPPORTUNITIES && <p className="mt-2 text-sm text-muted">The matrix holds {MAX_OPPORTUNITIES} opportunities: remove one to add another.</p>}
      </div>
      <div className="mt-6">
        <h4 className="text-base font-semibold text-ink">Your priorities</h4>
        {result.ranked.length > 0 ? (
          <div className="mt-3 grid gap-6 lg:grid-cols-2 print:grid-cols-2">
            <MatrixPlot ranked={result.ranked} />
            <div>
              <ol className="space-y-2 text-sm">
                {result.ranked.map((entry) => (
                  <li key={entry.id} className="flex gap-2">
                    <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">{entry.rank}</span>
                    <span>
                      <strong>{entry.name}</strong>: {QUADRANT_INFO[entry.quadrant].name} (impact {entry.impact}, effort {entry.effort})
                    </span>
                  </li>
                ))}
              </ol>
              <ul className="mt-4 space-y-1 text-xs text-muted">
                {QUADRANTS.map((quadrant) => (
                  <li key={quadrant}>
                    <strong>{QUADRANT_INFO[quadrant].name}:</strong> {QUADRANT_INFO[quadrant].advice}
                  </li>
                ))}
              </ul>
              {result.unrated > 0 && (
                <p className="mt-3 text-sm text-muted">
                  {result.unrated === 1 ? 'One opportunity still needs' : `${result.unrated} opportunities still need`} an impact and an effort rating.
                </p>
              )}
            </div>
          </div>
        ) : (
          <ToolMessage>
            {opportunities.length === 0
              ? 'Add an opportunity and rate its impact and effort to see it on the matrix.'
              : 'Give each opportunity a name, an impact and an effort rating to see it on the matrix.'}
          </ToolMessage>
        )}
      </div>
    </ToolFrame>
  );
}
