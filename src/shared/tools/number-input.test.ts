import { describe, expect, it } from 'vitest';
import { formatMoney, readNumber } from './number-input';

const HOURS = { label: 'Hours saved per week', min: 0, max: 168 };

describe('readNumber', () => {
  it('reads plain, grouped and currency-marked numbers', () => {
    expect(readNumber('12', HOURS)).toEqual({ ok: true, value: 12 });
    expect(readNumber(' 12.5 ', HOURS)).toEqual({ ok: true, value: 12.5 });
    expect(readNumber('$1,200', { label: 'Cost', min: 0, max: 1e6 })).toEqual({ ok: true, value: 1200 });
    expect(readNumber('0', HOURS)).toEqual({ ok: true, value: 0 });
  });

  it('asks for a value when the field is empty', () => {
    expect(readNumber('', HOURS)).toEqual({ ok: false, message: 'Enter hours saved per week.' });
    expect(readNumber('   ', HOURS)).toEqual({ ok: false, message: 'Enter hours saved per week.' });
  });

  it('says text is not a number', () => {
    for (const text of ['ten', '12abc', '1.2.3', 'NaN', 'Infinity', '--1']) {
      expect(readNumber(text, HOURS)).toEqual({ ok: false, message: 'Hours saved per week must be a number, like 12 or 12.5.' });
    }
  });

  it('refuses negative numbers', () => {
    expect(readNumber('-1', HOURS)).toEqual({ ok: false, message: 'Hours saved per week cannot be negative.' });
  });

  it('refuses huge numbers, including ones past floating point', () => {
    expect(readNumber('1e12', HOURS)).toEqual({ ok: false, message: 'Hours saved per week can be at most 168.' });
    expect(readNumber('1e999', HOURS)).toEqual({ ok: false, message: 'Hours saved per week can be at most 168.' });
  });

  it('refuses fractions where a whole number is due', () => {
    expect(readNumber('1.5', { label: 'Months to ramp up', min: 0, max: 24, integer: true })).toEqual({ ok: false, message: 'Months to ramp up must be a whole number.' });
  });
});

describe('formatMoney', () => {
  it('rounds to whole dollars with the sign in front', () => {
    expect(formatMoney(1234.56)).toBe('$1,235');
    expect(formatMoney(-50)).toBe('-$50');
    expect(formatMoney(0)).toBe('$0');
  });
});
