import { Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
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

/** A search box for the server's text filter, sent on Enter or 'Search' (a list is not asked again at every key). */
export function SearchFilter({ label, placeholder, initial, onSearch }: { label: string; placeholder: string; initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  const id = useId();
  useEffect(() => setText(initial), [initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full gap-2 sm:w-auto">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 sm:w-72"
      />
      <Button type="submit" variant="outline" size="sm" className="h-10">
        <Search className="size-4" aria-hidden="true" />
        Search
      </Button>
    </form>
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
