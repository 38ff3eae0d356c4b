import { BUSINESS_FUNCTIONS, findGaps, type FunctionRating } from '@shared/tools/gap-finder';
import { cn } from '@web/lib/cn';
import { downloadCsv } from '@web/lib/csv';
import { ChoiceGroup, RATING_OPTIONS, ToolFrame, ToolMessage } from './tool-frame';
import { useToolState } from './use-tool-state';

const NOT_RATED: FunctionRating = { current: null, potential: null };

/** AI gap finder (tools.md): current AI use and potential per business function, the gaps and the top three. */
export default function GapFinderTool() {
  const tool = useToolState('gap-finder-matrix', { ratings: {} });
  const result = findGaps(tool.state.ratings);

  const rate = (id: (typeof BUSINESS_FUNCTIONS)[number]['id'], patch: Partial<FunctionRating>) =>
    tool.update((state) => ({ ratings: { ...state.ratings, [id]: { ...(state.ratings[id] ?? NOT_RATED), ...patch } } }));

  const download = () =>
    downloadCsv('ai-gaps.csv', [
      ['Function', 'Current AI use (1-5)', 'Potential (1-5)', 'Gap', 'Top gap'],
      ...result.functions.map((row) => [row.name, row.current ?? '', row.potential ?? '', row.gap ?? '', row.top ? 'Yes' : '']),
    ]);

  return (
    <ToolFrame toolId="gap-finder-matrix" status={tool.status} error={tool.error} onStartOver={tool.startOver} onDownloadCsv={result.rated > 0 ? download : undefined}>
      <p className="text-sm text-muted print:hidden">For each part of your business, rate how much AI you use today and how much it could help: 1 (none) to 5 (a lot).</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 print:hidden">
        {BUSINESS_FUNCTIONS.map((entry) => {
          const rating = tool.state.ratings[entry.id] ?? NOT_RATED;
          return (
            <li key={entry.id} className="rounded-xl border border-line p-4">
              <p className="font-semibold text-ink">{entry.name}</p>
              <div className="mt-2 space-y-3">
                <ChoiceGroup legend={`${entry.name}: AI use today`} name={`gap-current-${entry.id}`} options={RATING_OPTIONS} value={rating.current} onChange={(current) => rate(entry.id, { current })} compact />
                <ChoiceGroup legend={`${entry.name}: potential`} name={`gap-potential-${entry.id}`} options={RATING_OPTIONS} value={rating.potential} onChange={(potential) => rate(entry.id, { potential })} compact />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-6">
        <h4 className="text-base font-semibold text-ink">Your gaps</h4>
        {result.rated > 0 ? (
          <>
            <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Gap by business function">
              <table className="w-full border-collapse text-left text-sm">
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-3">Function</th>
                    <th scope="col" className="py-2 pr-3">Today</th>
                    <th scope="col" className="py-2 pr-3">Potential</th>
                    <th scope="col" className="py-2">Gap</th>
                  </tr>
                </thead>
                <tbody>
                  {result.functions.map((row) => (
                    <tr key={row.id} className={cn('border-b border-line', row.top && 'bg-amber-50 font-semibold')}>
                      <th scope="row" className="py-2 pr-3 font-medium">
                        {row.name}
                        {row.top && <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs text-amber-950 print:border print:border-black">Top gap</span>}
                      </th>
                      <td className="py-2 pr-3">{row.current ?? 'Not rated'}</td>
                      <td className="py-2 pr-3">{row.potential ?? 'Not rated'}</td>
                      <td className="py-2">{row.gap === null ? 'Rate both' : row.gap === 0 ? 'No gap' : row.gap}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h5 className="mt-4 text-sm font-semibold text-ink">Top gaps to act on</h5>
            {result.topGaps.length > 0 ? (
              <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
                {result.topGaps.map((row) => (
                  <li key={row.id}>
                    <strong>{row.name}</strong>: potential {row.potential}, today {row.current}, a gap of {row.gap}.
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-2 text-sm text-muted">No gaps yet: where you rated both, you already use AI as much as it could help.</p>
            )}
          </>
        ) : (
          <ToolMessage>Rate a function’s AI use today and its potential to see its gap.</ToolMessage>
        )}
      </div>
    </ToolFrame>
  );
}
