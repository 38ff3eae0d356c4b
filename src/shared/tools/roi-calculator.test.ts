import { describe, expect, it } from 'vitest';
import { calculateRoi, describePayback, describeRoiPercent, EMPTY_ROI_INPUTS, isRoiComplete, rampShare, type RoiInputs } from './roi-calculator';

const BASE: RoiInputs = { hoursPerWeek: '5', hourlyCost: '40', toolCostPerMonth: '30', setupCost: '500', rampUpMonths: '0' };

function result(inputs: Partial<RoiInputs>) {
  const calculation = calculateRoi({ ...BASE, ...inputs });
  if (!calculation.ok) throw new Error(JSON.stringify(calculation.errors));
  return calculation.result;
}

function allFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (value && typeof value === 'object') return Object.values(value).every(allFinite);
  return true;
}

describe('calculateRoi', () => {
  it('works out monthly and yearly savings, net first-year return, ROI and payback', () => {
    const roi = result({});
    expect(roi.monthlySavings).toBeCloseTo((5 * 40 * 52) / 12);
    expect(roi.yearlySavings).toBeCloseTo(5 * 40 * 52);
    expect(roi.firstYearCost).toBe(30 * 12 + 500);
    expect(roi.netFirstYearReturn).toBeCloseTo(10_400 - 860);
    expect(roi.roiPercent).toBeCloseTo(((10_400 - 860) / 860) * 100);
    expect(roi.payback).toEqual({ kind: 'months', months: 1 });
    expect(roi.verdict).toMatch(/^Worth it/);
  });

  it('keeps hours saved and money saved apart: the hours are time, whatever the hourly cost', () => {
    const roi = result({});
    expect(roi.hoursSavedPerMonth).toBeCloseTo((5 * 52) / 12);
    expect(result({ hourlyCost: '0' }).hoursSavedPerMonth).toBeCloseTo((5 * 52) / 12);
    expect(roi.verdict).not.toMatch(/come out/);
    expect(roi.verdict).toContain('21.7 hours a month');
    expect(roi.verdict).toMatch(/^Worth it if the saved hours really go to paid work or remove a cost/);
  });

  it('says hours saved with no hourly cost are time, not money, rather than "nothing to gain"', () => {
    const roi = result({ hourlyCost: '0' });
    expect(roi.monthlySavings).toBe(0);
    expect(roi.verdict).toMatch(/^Time, not money: you save 21\.7 hours a month/);
    expect(roi.verdict).not.toMatch(/nothing to gain|no time saved/i);
  });

  it('gives the AI 101 lesson’s worked example: 11.7 hours and $468 a month, payback in 2 months', () => {
    const roi = result({ hoursPerWeek: '2.7', hourlyCost: '40', toolCostPerMonth: '90', setupCost: '240', rampUpMonths: '1' });
    expect(roi.hoursSavedPerMonth).toBeCloseTo(11.7);
    expect(roi.monthlySavings).toBeCloseTo(468);
    expect(describePayback(roi.payback)).toBe('2 months');
  });

  it('ramps savings up in equal steps over the ramp-up months', () => {
    expect([1, 2, 3, 4].map((month) => rampShare(month, 3))).toEqual([0.25, 0.5, 0.75, 1]);
    const roi = result({ rampUpMonths: '3' });
    expect(roi.firstYearSavings).toBeCloseTo(roi.monthlySavings * (0.25 + 0.5 + 0.75 + 9));
  });

  it('handles all zeros without NaN: no cost means no percentage and immediate payback', () => {
    const roi = result({ hoursPerWeek: '0', hourlyCost: '0', toolCostPerMonth: '0', setupCost: '0' });
    expect(allFinite(roi)).toBe(true);
    expect(roi.roiPercent).toBeNull();
    expect(describeRoiPercent(roi.roiPercent)).toBe('No cost entered, so no percentage');
    expect(roi.payback).toEqual({ kind: 'immediate' });
    expect(roi.verdict).toMatch(/^With no hours saved there is nothing to gain yet/);
  });

  it('says a tool that costs more than it saves never pays back', () => {
    const roi = result({ hoursPerWeek: '1', hourlyCost: '10', toolCostPerMonth: '500' });
    expect(roi.payback).toEqual({ kind: 'never' });
    expect(describePayback(roi.payback)).toMatch(/^Never/);
    expect(roi.roiPercent).toBeLessThan(0);
    expect(roi.verdict).toMatch(/^Not worth it/);
  });

  it('says more than 10 years when the setup cost takes that long to earn back', () => {
    const roi = result({ hoursPerWeek: '1', hourlyCost: '10', toolCostPerMonth: '0', setupCost: '100000' });
    expect(roi.payback).toEqual({ kind: 'beyond-horizon' });
    expect(describePayback(roi.payback)).toBe('More than 10 years');
  });

  it('keeps figures finite at the largest accepted inputs', () => {
    const roi = result({ hoursPerWeek: '168', hourlyCost: '100000', toolCostPerMonth: '10000000', setupCost: '100000000', rampUpMonths: '24' });
    expect(allFinite(roi)).toBe(true);
  });

  it('names every field to fix: empty, text, negative and huge (1e12)', () => {
    const calculation = calculateRoi({ hoursPerWeek: '', hourlyCost: 'forty', toolCostPerMonth: '-5', setupCost: '1e12', rampUpMonths: '2.5' });
    expect(calculation).toEqual({
      ok: false,
      errors: {
        hoursPerWeek: 'Enter hours saved per week.',
        hourlyCost: 'Loaded hourly cost must be a number, like 12 or 12.5.',
        toolCostPerMonth: 'Tool cost per month cannot be negative.',
        setupCost: 'One-off setup cost can be at most 100,000,000.',
        rampUpMonths: 'Months to ramp up must be a whole number.',
      },
    });
  });

  it('is complete only when every field is valid', () => {
    expect(isRoiComplete(EMPTY_ROI_INPUTS)).toBe(false);
    expect(isRoiComplete({ ...BASE, setupCost: 'x' })).toBe(false);
    expect(isRoiComplete(BASE)).toBe(true);
  });
});
