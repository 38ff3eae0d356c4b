/**
 * What a learner types where a number is due, read without ever yielding NaN or Infinity:
 * either a finite number inside the field's range, or a message saying what to fix.
 */
export interface NumberRule {
  /** The field's name in a message, capitalised: 'Hours saved per week'. */
  label: string;
  min: number;
  max: number;
  integer?: boolean;
}

export type NumberReading = { ok: true; value: number } | { ok: false; message: string };

const GROUPING = /[,\s_]/g;
const CURRENCY = /^[$€£]/;

export function formatNumber(value: number, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits }).format(value);
}

export function formatMoney(value: number): string {
  const rounded = Math.round(value);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}$${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.abs(rounded))}`;
}

export function readNumber(raw: string, rule: NumberRule): NumberReading {
  const text = raw.trim().replace(CURRENCY, '').replace(GROUPING, '');
  if (text === '') return { ok: false, message: `Enter ${rule.label.toLowerCase()}.` };
  if (!/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) {
    return { ok: false, message: `${rule.label} must be a number, like 12 or 12.5.` };
  }
  const value = Number(text);
  if (value < rule.min) {
    return { ok: false, message: rule.min === 0 ? `${rule.label} cannot be negative.` : `${rule.label} must be at least ${formatNumber(rule.min)}.` };
  }
  if (!Number.isFinite(value) || value > rule.max) {
    return { ok: false, message: `${rule.label} can be at most ${formatNumber(rule.max)}.` };
  }
  if (rule.integer && !Number.isInteger(value)) return { ok: false, message: `${rule.label} must be a whole number.` };
  return { ok: true, value };
}

/** A 1-5 rating, or null while the learner has not chosen one. */
export type Rating = 1 | 2 | 3 | 4 | 5 | null;
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
