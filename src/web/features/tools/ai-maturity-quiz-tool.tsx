import { useState } from 'react';
import { AGREEMENT_LABELS, assessMaturity, countUnanswered, MATURITY_QUESTIONS } from '@shared/tools/ai-maturity';
import { formatNumber } from '@shared/tools/number-input';
import { Button } from '@web/components/ui/button';
import { BarChart } from './bar-chart';
import { downloadCsv } from '@web/lib/csv';
import { ChoiceGroup, ToolFrame, ToolMessage } from './tool-frame';
import { useToolState } from './use-tool-state';

const OPTIONS = AGREEMENT_LABELS.map((label, index) => ({ value: index + 1, label: String(index + 1), more: label }));

/** AI maturity quiz (tools.md): ten statements rated 1-5, then a level, a chart by dimension and three next steps. */
export default function AiMaturityQuizTool() {
  const tool = useToolState('ai-maturity-quiz', { answers: {}, submitted: false });
  const [tried, setTried] = useState(false);
  const unanswered = countUnanswered(tool.state.answers);
  const assessment = assessMaturity(tool.state.answers);
  const showResult = tool.state.submitted && assessment.ok;

  const submit = () => {
    setTried(true);
    if (unanswered > 0) return;
    tool.update((state) => ({ ...state, submitted: true }));
    tool.saveNow();
  };

  const download = () => {
    if (!assessment.ok) return;
    downloadCsv('ai-maturity.csv', [
      ['Dimension', 'Score (1-5)'],
      ...assessment.result.dimensions.map((entry) => [entry.name, entry.score]),
      ['Overall', assessment.result.overall],
      ['Level', `${assessment.result.level.level} ${assessment.result.level.name}`],
    ]);
  };

  return (
    <ToolFrame toolId="ai-maturity-quiz" status={tool.status} error={tool.error} onStartOver={tool.startOver} onDownloadCsv={showResult ? download : undefined}>
      <p className="text-sm text-muted print:hidden">Rate each statement from 1 (strongly disagree) to 5 (strongly agree).</p>
      <ol className="mt-4 space-y-4 print:hidden">
        {MATURITY_QUESTIONS.map((question, index) => (
          <li key={question.id} className="rounded-xl border border-line p-4">
            <ChoiceGroup<number>
              legend={
                <>
                  <span className="text-muted">{index + 1}.</span> {question.question}
                </>
              }
              name={`maturity-${question.id}`}
              options={OPTIONS}
              value={tool.state.answers[question.id] ?? null}
              onChange={(value) => tool.update((state) => ({ ...state, answers: { ...state.answers, [question.id]: value } }))}
              compact
            />
          </li>
        ))}
      </ol>
      {!tool.state.submitted && (
        <div className="mt-4 print:hidden">
          <Button onClick={submit}>See my maturity level</Button>
          {tried && unanswered > 0 && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              Answer the {unanswered === 1 ? 'last question' : `${unanswered} remaining questions`} to see your level.
            </p>
          )}
        </div>
      )}
      <div className="mt-6">
        <h4 className="text-base font-semibold text-ink">Your AI maturity</h4>
        {showResult && assessment.ok ? (
          <>
            <p className="mt-2 text-lg font-bold text-ink">
              Level {assessment.result.level.level} of 5: {assessment.result.level.name}
            </p>
            <p className="text-sm text-muted">
              {assessment.result.level.description} Average score {formatNumber(assessment.result.overall)} out of 5.
            </p>
            <div className="mt-4">
              <BarChart
                title="Score by dimension"
                max={5}
                unit="out of 5"
                bars={assessment.result.dimensions.map((entry) => ({ label: entry.name, value: entry.score }))}
              />
            </div>
            <h5 className="mt-4 text-sm font-semibold text-ink">Your next three steps</h5>
            <ol className="mt-2 list-decimal space-y-2 pl-6 text-sm">
              {assessment.result.nextSteps.map((entry) => (
                <li key={entry.dimension}>
                  <strong>{entry.name}:</strong> {entry.step}
                </li>
              ))}
            </ol>
          </>
        ) : (
          <ToolMessage>
            {unanswered > 0
              ? `Answer all ten statements, then choose "See my maturity level". ${unanswered === 10 ? '' : `${unanswered} to go.`}`.trim()
              : 'All answered: choose "See my maturity level".'}
          </ToolMessage>
        )}
      </div>
    </ToolFrame>
  );
}
