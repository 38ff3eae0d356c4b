import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';

export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last `days` days up to today (UTC, as the server counts). */
export function lastDays(days: number): DayRange {
  const today = Date.now();
  return { from: isoDay(today - (days - 1) * DAY_MS), to: isoDay(today) };
}

const PRESETS = [
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '12 months', days: 365 },
] as const;

/** The dashboard's dates: from and to, or one of the quick ranges. */
export function RangePicker({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
  }, [range.from, range.to]);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ISO_DAY.test(from) || !ISO_DAY.test(to)) return setProblem('Choose both dates.');
    if (from > to) return setProblem('The start date must be on or before the end date.');
    setProblem(null);
    onChange({ from, to });
  };
  const field = 'h-10 rounded-lg border border-line bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <form onSubmit={submit} aria-label="Date range" className="mt-6 flex flex-wrap items-end gap-3">
      <label className="grid gap-1 text-sm font-semibold">
        From
        <input type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} className={field} />
      </label>
      <label className="grid gap-1 text-sm font-semibold">
        To
        <input type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} className={field} />
      </label>
      <Button type="submit" className="h-10">
        Show
      </Button>
      <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-1 rounded-xl bg-surface p-1 ring-1 ring-line">
        {PRESETS.map((preset) => (
          <button
            key={preset.days}
            type="button"
            onClick={() => onChange(lastDays(preset.days))}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-muted transition-colors hover:bg-white hover:text-ink"
          >
            {preset.label}
          </button>
        ))}
      </div>
      {problem && (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
