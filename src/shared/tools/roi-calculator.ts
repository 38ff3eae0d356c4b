import { formatMoney, formatNumber, readNumber, type NumberRule } from './number-input';

/** ROI calculator (tools.md): the learner's inputs as typed, so a reload shows exactly them. */
export interface RoiInputs {
  hoursPerWeek: string;
  hourlyCost: string;
  toolCostPerMonth: string;
  setupCost: string;
  rampUpMonths: string;
}

export type RoiField = keyof RoiInputs;

export const ROI_FIELDS: Record<RoiField, NumberRule> = {
  hoursPerWeek: { label: 'Hours saved per week', min: 0, max: 168 },
  hourlyCost: { label: 'Loaded hourly cost', min: 0, max: 100_000 },
  toolCostPerMonth: { label: 'Tool cost per month', min: 0, max: 10_000_000 },
  setupCost: { label: 'One-off setup cost', min: 0, max: 100_000_000 },
  rampUpMonths: { label: 'Months to ramp up', min: 0, max: 24, integer: true },
};

export const EMPTY_ROI_INPUTS: RoiInputs = { hoursPerWeek: '', hourlyCost: '', toolCostPerMonth: '', setupCost: '', rampUpMonths: '' };

export const WEEKS_PER_MONTH = 52 / 12;
/** Payback is looked for within this many months; past it the answer is "more than 10 years". */
export const PAYBACK_HORIZON_MONTHS = 120;

export type Payback = { kind: 'immediate' } | { kind: 'months'; months: number } | { kind: 'beyond-horizon' } | { kind: 'never' };

/**
 * Hours saved and money saved stay apart (AI 101, Measuring the Payoff): the hours are time;
 * the money figures count them at the loaded hourly cost, which the learner enters only for
 * hours that remove a cost or go to paid work.
 */
export interface RoiResult {
  hoursSavedPerMonth: number;
  /** Money saved or earned per month once up to speed: hours saved times the loaded hourly cost. */
  monthlySavings: number;
  yearlySavings: number;
  firstYearSavings: number;
  firstYearCost: number;
  netFirstYearReturn: number;
  /** Null when nothing is spent: a return on no cost is not a percentage. */
  roiPercent: number | null;
  payback: Payback;
  verdict: string;
}

export type RoiCalculation = { ok: true; result: RoiResult } | { ok: false; errors: Partial<Record<RoiField, string>> };

/**
 * Share of the full monthly saving reached in month `month` (1-based): during the ramp-up
 * months savings grow in equal steps (ramp 3: a quarter, a half, three quarters), then in full.
 */
export function rampShare(month: number, rampUpMonths: number): number {
  return Math.min(1, month / (rampUpMonths + 1));
}

function findPayback(monthlySavings: number, toolCostPerMonth: number, setupCost: number, rampUpMonths: number): Payback {
  if (setupCost === 0 && monthlySavings * rampShare(1, rampUpMonths) >= toolCostPerMonth) return { kind: 'immediate' };
  if (monthlySavings <= toolCostPerMonth) return { kind: 'never' };
  let balance = -setupCost;
  for (let month = 1; month <= PAYBACK_HORIZON_MONTHS; month++) {
    balance += monthlySavings * rampShare(month, rampUpMonths) - toolCostPerMonth;
    if (balance >= 0) return { kind: 'months', months: month };
  }
  return { kind: 'beyond-horizon' };
}

export function describePayback(payback: Payback): string {
  switch (payback.kind) {
    case 'immediate':
      return 'From the first month';
    case 'months':
      return `${payback.months} ${payback.months === 1 ? 'month' : 'months'}`;
    case 'beyond-horizon':
      return 'More than 10 years';
    case 'never':
      return 'Never: the tool costs more each month than it saves';
  }
}

function verdictOf(result: Omit<RoiResult, 'verdict'>, toolCostPerMonth: number): string {
  const hours = `${formatNumber(result.hoursSavedPerMonth, 1)} hours a month`;
  if (result.hoursSavedPerMonth === 0) return 'With no hours saved there is nothing to gain yet: enter the hours the tool would save you each week.';
  if (result.monthlySavings === 0) {
    return `Time, not money: you save ${hours}, but no money until a cost goes away or the hours go to paid work. As entered, the tool costs ${formatMoney(toolCostPerMonth)} a month for that time.`;
  }
  if (result.payback.kind === 'never') {
    return `Not worth it as entered: you save ${hours}, but the tool costs more each month than the money those hours save. Look for a cheaper tool or a bigger task.`;
  }
  if (result.netFirstYearReturn >= 0) {
    return `Worth it if the saved hours really go to paid work or remove a cost: you save ${hours}, and the money saved covers the tool with ${formatMoney(result.netFirstYearReturn)} to spare in the first year and ${formatMoney(result.yearlySavings)} a year once up to speed.`;
  }
  if (result.payback.kind === 'months' && result.payback.months <= 24) {
    return `A slower win: you save ${hours}, but in the first year the tool costs ${formatMoney(-result.netFirstYearReturn)} more than the money saved; it pays back in ${result.payback.months} months.`;
  }
  return `Hard to justify: you save ${hours}, but the money saved takes more than two years to earn back what the tool costs. Cut the setup cost or pick a task that saves more time.`;
}

/** Every figure of the ROI calculator, or what to fix in each field. */
export function calculateRoi(inputs: RoiInputs): RoiCalculation {
  const errors: Partial<Record<RoiField, string>> = {};
  const values = {} as Record<RoiField, number>;
  for (const field of Object.keys(ROI_FIELDS) as RoiField[]) {
    const reading = readNumber(inputs[field], ROI_FIELDS[field]);
    if (reading.ok) values[field] = reading.value;
    else errors[field] = reading.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const monthlySavings = values.hoursPerWeek * values.hourlyCost * WEEKS_PER_MONTH;
  let firstYearSavings = 0;
  for (let month = 1; month <= 12; month++) firstYearSavings += monthlySavings * rampShare(month, values.rampUpMonths);
  const firstYearCost = values.toolCostPerMonth * 12 + values.setupCost;
  const netFirstYearReturn = firstYearSavings - firstYearCost;
  const partial = {
    hoursSavedPerMonth: values.hoursPerWeek * WEEKS_PER_MONTH,
    monthlySavings,
    yearlySavings: monthlySavings * 12,
    firstYearSavings,
    firstYearCost,
    netFirstYearReturn,
    roiPercent: firstYearCost > 0 ? (netFirstYearReturn / firstYearCost) * 100 : null,
    payback: findPayback(monthlySavings, values.toolCostPerMonth, values.setupCost, values.rampUpMonths),
  };
  return { ok: true, result: { ...partial, verdict: verdictOf(partial, values.toolCostPerMonth) } };
}

export function describeRoiPercent(roiPercent: number | null): string {
  return roiPercent === null ? 'No cost entered, so no percentage' : `${formatNumber(roiPercent, 0)}%`;
}

/** The calculator is done once every field holds a valid number (tools.md: completes on the first complete calculation). */
export function isRoiComplete(inputs: RoiInputs): boolean {
  return calculateRoi(inputs).ok;
}
