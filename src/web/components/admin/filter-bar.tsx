import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export interface FilterOption<Value> {
  value: Value;
  label: string;
}

interface SegmentedFilterProps<Value> {
  label: string;
  options: FilterOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

/** One choice among a few (a status, a plan): pressed buttons, so the choice reads out. */
export function SegmentedFilter<Value>({ label, options, value, onChange, className }: SegmentedFilterProps<Value>) {
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-1 rounded-xl bg-surface p-1 ring-1 ring-line', className)}>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              'rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors',
              active ? 'bg-white text-ink shadow-sm ring-1 ring-line' : 'text-muted hover:text-ink',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

/** A search box for the server's text filter; the caller debounces or submits. */
export function SearchFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="relative flex items-center">
      <span className="sr-only">{label}</span>
      <Search className="pointer-events-none absolute left-3 size-4 text-muted" aria-hidden="true" />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        className="h-10 w-64 max-w-full rounded-lg border border-line bg-white pr-3 pl-9 text-sm"
      />
    </label>
  );
}

/** The row above a table: filters on the left, actions (Refresh, Export) on the right. */
export function FilterBar({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-3">{children}</div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
