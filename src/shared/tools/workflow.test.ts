import { describe, expect, it } from 'vitest';
import { calculateWorkflow, formatMinutes, type WorkflowStep } from './workflow';

const step = (id: string, mode: WorkflowStep['mode'], minutesPerRun: string, runsPerWeek: string): WorkflowStep => ({ id, name: id, mode, minutesPerRun, runsPerWeek });

describe('calculateWorkflow', () => {
  it('asks for a step when there is none', () => {
    expect(calculateWorkflow([])).toEqual({ ok: false, message: 'Add a step to see the time this workflow takes.', stepErrors: {} });
  });

  it('counts manual steps in full, AI-assisted at half and automated at none', () => {
    const calculation = calculateWorkflow([step('a', 'manual', '10', '5'), step('b', 'ai-assisted', '20', '5'), step('c', 'automated', '6', '10')]);
    if (!calculation.ok) throw new Error(calculation.message);
    expect(calculation.result.minutesPerWeekBefore).toBe(50 + 100 + 60);
    expect(calculation.result.minutesPerWeekAfter).toBe(50 + 50);
    expect(calculation.result.hoursSavedPerYear).toBeCloseTo((110 * 52) / 60);
  });

  it('gives zero, not NaN, for zero minutes or runs', () => {
    const calculation = calculateWorkflow([step('a', 'automated', '0', '0')]);
    expect(calculation).toMatchObject({ ok: true, result: { minutesPerWeekBefore: 0, minutesPerWeekAfter: 0, hoursSavedPerYear: 0 } });
  });

  it('names each step to fix: empty, text, negative, huge (1e12)', () => {
    const calculation = calculateWorkflow([step('a', 'manual', '', 'lots'), step('b', 'manual', '-3', '1e12'), step('c', 'manual', '5', '2')]);
    expect(calculation).toEqual({
      ok: false,
      message: 'Fix the minutes and runs of 2 steps to see the totals.',
      stepErrors: {
        a: { minutesPerRun: 'Enter minutes per run.', runsPerWeek: 'Runs per week must be a number, like 12 or 12.5.' },
        b: { minutesPerRun: 'Minutes per run cannot be negative.', runsPerWeek: 'Runs per week can be at most 10,000.' },
      },
    });
  });

  it('keeps totals finite at the largest accepted values', () => {
    const calculation = calculateWorkflow(Array.from({ length: 50 }, (_, index) => step(`s${index}`, 'manual', '1440', '10000')));
    expect(calculation.ok && Number.isFinite(calculation.result.hoursSavedPerYear)).toBe(true);
  });
});

describe('formatMinutes', () => {
  it('shows hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(150)).toBe('2 h 30 min');
    expect(formatMinutes(120)).toBe('2 h');
  });
});
