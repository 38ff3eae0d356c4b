import { scoreTaskSort, TASK_SORT_LABELS, TASK_SORTS, type TaskSort } from '@shared/tools/automatable-quiz';
import { cn } from '@web/lib/cn';
import { downloadCsv } from '@web/lib/csv';
import { ChoiceGroup, ToolFrame, ToolMessage } from './tool-frame';
import { useToolState } from './use-tool-state';

const OPTIONS = TASK_SORTS.map((value) => ({ value, label: TASK_SORT_LABELS[value] }));

/** "What can AI take off your plate?" (tools.md): sort each task, then compare with the recommendation. */
export default function AutomatableQuizTool() {
  const tool = useToolState('automatable-quiz', { answers: {} });
  const score = scoreTaskSort(tool.state.answers);
  const done = score.sorted === score.total;

  const download = () =>
    downloadCsv('ai-task-sort.csv', [
      ['Task', 'Your answer', 'Recommended', 'Match', 'Why'],
      ...score.verdicts.map((verdict) => [
        verdict.task.task,
        verdict.answer ? TASK_SORT_LABELS[verdict.answer] : 'Not sorted',
        TASK_SORT_LABELS[verdict.task.recommended],
        verdict.correct ? 'Yes' : 'No',
        verdict.task.reason,
      ]),
    ]);

  return (
    <ToolFrame toolId="automatable-quiz" status={tool.status} error={tool.error} onStartOver={tool.startOver} onDownloadCsv={done ? download : undefined}>
      <ol className="space-y-4 print:hidden">
        {score.verdicts.map((verdict, index) => (
          <li key={verdict.task.id} className="rounded-xl border border-line p-4">
            <ChoiceGroup<TaskSort>
              legend={
                <>
                  <span className="text-muted">{index + 1}.</span> {verdict.task.task}
                </>
              }
              name={`task-${verdict.task.id}`}
              options={OPTIONS}
              value={verdict.answer}
              onChange={(value) => tool.update((state) => ({ answers: { ...state.answers, [verdict.task.id]: value } }))}
            />
            {verdict.answer && (
              <p className={cn('mt-3 text-sm', verdict.correct ? 'text-green-800' : 'text-amber-900')}>
                <strong>{verdict.correct ? 'Matches our recommendation.' : `We recommend: ${TASK_SORT_LABELS[verdict.task.recommended]}.`}</strong> {verdict.task.reason}
              </p>
            )}
          </li>
        ))}
      </ol>
      <div className="mt-6">
        <h4 className="text-base font-semibold text-ink">Your score</h4>
        {done ? (
          <>
            <p className="mt-2 text-lg font-bold text-ink">
              {score.correct} of {score.total} match our recommendation ({score.percent}%).
            </p>
            <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Your answers and our recommendations">
              <table className="w-full border-collapse text-left text-sm">
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-3">Task</th>
                    <th scope="col" className="py-2 pr-3">Your answer</th>
                    <th scope="col" className="py-2 pr-3">Recommended</th>
                    <th scope="col" className="py-2">Why</th>
                  </tr>
                </thead>
                <tbody>
                  {score.verdicts.map((verdict) => (
                    <tr key={verdict.task.id} className="border-b border-line align-top">
                      <th scope="row" className="py-2 pr-3 font-medium">{verdict.task.task}</th>
                      <td className="py-2 pr-3">
                        {verdict.answer ? TASK_SORT_LABELS[verdict.answer] : 'Not sorted'} {verdict.correct ? '✓' : '✗'}
                        <span className="sr-only">{verdict.correct ? ' (matches)' : ' (differs)'}</span>
                      </td>
                      <td className="py-2 pr-3">{TASK_SORT_LABELS[verdict.task.recommended]}</td>
                      <td className="py-2 text-muted">{verdict.task.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <ToolMessage>
            {score.sorted === 0
              ? `Sort all ${score.total} tasks to see your score.`
              : `You have sorted ${score.sorted} of ${score.total} tasks. Sort the other ${score.total - score.sorted} to see your score.`}
          </ToolMessage>
        )}
      </div>
    </ToolFrame>
  );
}
