import { useState } from 'react';
import { formatMoney, formatNumber } from '@shared/tools/number-input';
import { calculateRoi, describePayback, describeRoiPercent, EMPTY_ROI_INPUTS, ROI_FIELDS, type RoiField } from '@shared/tools/roi-calculator';
import { downloadCsv } from '@web/lib/csv';
import { NumberField, ToolFrame, ToolMessage } from './tool-frame';
import { useToolState } from './use-tool-state';

const HINTS: Record<RoiField, string> = {
  hoursPerWeek: 'Time the tool takes off your team’s hands each week.',
  hourlyCost: 'Wage plus taxes and overheads, per hour. Count it only for hours that remove a cost or go to paid work; enter 0 if the time becomes a quieter week.',
  toolCostPerMonth: 'Subscriptions and usage fees.',
  setupCost: 'Set-up, training and consultants, once.',
  rampUpMonths: 'Months before the full saving arrives (0 to 24).',
};

/** ROI calculator (tools.md): five inputs in; hours saved, money saved, ROI, payback and a verdict out, hours and money kept apart. */
export default function RoiCalculatorTool() {
  const tool = useToolState('roi-calculator', EMPTY_ROI_INPUTS);
  const [touched, setTouched] = useState<ReadonlySet<RoiField>>(new Set());
  const calculation = calculateRoi(tool.state);
  const fields = Object.keys(ROI_FIELDS) as RoiField[];
  const anyTyped = fields.some((field) => tool.state[field].trim() !== '');

  const figures = calculation.ok
    ? [
        ['Hours saved per month', `${formatNumber(calculation.result.hoursSavedPerMonth, 1)} hours`],
        ['Money saved or earned per month', formatMoney(calculation.result.monthlySavings)],
        ['Money saved or earned per year (at full speed)', formatMoney(calculation.result.yearlySavings)],
        ['First-year cost', formatMoney(calculation.result.firstYearCost)],
        ['Net first-year return', formatMoney(calculation.result.netFirstYearReturn)],
        ['ROI (first year)', describeRoiPercent(calculation.result.roiPercent)],
        ['Payback', describePayback(calculation.result.payback)],
      ]
    : [];

  const download = () =>
    downloadCsv('roi-calculation.csv', [
      ['Item', 'Value'],
      ...fields.map((field) => [ROI_FIELDS[field].label, tool.state[field]]),
      ...figures,
    ]);

  return (
    <ToolFrame toolId="roi-calculator" status={tool.status} error={tool.error} onStartOver={tool.startOver} onDownloadCsv={calculation.ok ? download : undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <NumberField
            key={field}
            label={ROI_FIELDS[field].label}
            hint={HINTS[field]}
            value={tool.state[field]}
            error={calculation.ok ? undefined : calculation.errors[field]}
            showError={touched.has(field) || (anyTyped && tool.state[field].trim() !== '')}
            onChange={(value) => {
              setTouched((current) => new Set(current).add(field));
              tool.update((state) => ({ ...state, [field]: value }));
            }}
          />
        ))}
      </div>
      <div className="mt-6">
        <h4 className="text-base font-semibold text-ink">Your result</h4>
        {calculation.ok ? (
          <>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {figures.map(([label, value]) => (
                <div key={label} className="rounded-lg bg-surface p-3 print:border print:border-slate-400">
                  <dt className="text-xs font-semibold text-muted">{label}</dt>
                  <dd className="mt-1 text-lg font-bold text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 rounded-lg border-l-4 border-brand-600 bg-brand-50 p-4 text-sm text-brand-950">{calculation.result.verdict}</p>
          </>
        ) : (
          <ToolMessage>
            {anyTyped
              ? `Fill in all five fields with numbers to see your result. Still to fix: ${fields
                  .filter((field) => !calculation.ok && calculation.errors[field])
                  .map((field) => ROI_FIELDS[field].label.toLowerCase())
                  .join(', ')}.`
              : 'Fill in the five fields above to see the hours and money you save, ROI and payback.'}
          </ToolMessage>
        )}
      </div>
    </ToolFrame>
  );
}
