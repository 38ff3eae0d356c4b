import { useEffect } from 'react';
import { cn } from '@web/lib/cn';

/** Spec §9: a progress bar counts to 100 unless told otherwise. */
export const DEFAULT_PROGRESS_MAX = 100;

export type ProgressState = 'indeterminate' | 'loading' | 'complete';

function isValidMax(max: unknown): max is number {
  return typeof max === 'number' && Number.isFinite(max) && max > 0;
}

function isValidValue(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;
}

/** Spec §4: indeterminate without a (valid) value, complete at max, loading in between. */
export function progressState(value: number | null, max: number): ProgressState {
  if (value === null) return 'indeterminate';
  return value === max ? 'complete' : 'loading';
}

interface ProgressBarProps {
  /** null or undefined: indeterminate. */
  value: number | null | undefined;
  max?: number;
  /** The accessible name, e.g. 'Course progress'. */
  label: string;
  className?: string;
  /** 'edge': a thin square-ended strip along the edge of a bar or card. */
  variant?: 'default' | 'edge';
}

/**
 * Spec §5: the value must lie between 0 and max, and max must be greater than 0 (default
 * 100). An invalid max falls back to 100 and an invalid value to indeterminate; both are only
 * logged, never thrown.
 */
export function ProgressBar({ value, max = DEFAULT_PROGRESS_MAX, label, className, variant = 'default' }: ProgressBarProps) {
  const validMax = isValidMax(max) ? max : DEFAULT_PROGRESS_MAX;
  const given = value ?? null;
  const validValue = given !== null && isValidValue(given, validMax) ? given : null;

  useEffect(() => {
    if (!isValidMax(max)) console.error(`ProgressBar: invalid max ${String(max)}; max must be a number greater than 0. Using ${DEFAULT_PROGRESS_MAX}.`);
  }, [max]);
  useEffect(() => {
    if (given !== null && !isValidValue(given, validMax)) {
      console.error(`ProgressBar: invalid value ${String(given)}; value must be between 0 and ${validMax}. Showing no value.`);
    }
  }, [given, validMax]);

  const state = progressState(validValue, validMax);
  const percent = validValue === null ? 0 : (validValue / validMax) * 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={validMax}
      aria-valuenow={validValue ?? undefined}
      aria-valuetext={validValue === null ? undefined : `${Math.round(percent)}%`}
      data-state={state}
      data-value={validValue ?? undefined}
      data-max={validMax}
      className={cn('relative w-full overflow-hidden bg-slate-200', variant === 'edge' ? 'h-1' : 'h-2 rounded-full', className)}
    >
      <div
        className={cn(
          'h-full bg-brand-600 transition-[width] duration-500 ease-out',
          variant === 'default' && 'rounded-full',
          state === 'indeterminate' && 'w-1/3 animate-pulse',
        )}
        style={state === 'indeterminate' ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
