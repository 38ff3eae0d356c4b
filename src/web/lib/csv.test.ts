import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and rounds numbers to cents', () => {
    expect(toCsv([['Name', 'Hours'], ['Quotes, "fast"', 12.3456], ['Two\nlines', -5]])).toBe('Name,Hours\r\n"Quotes, ""fast""",12.35\r\n"Two\nlines",-5\r\n');
  });

  it('keeps text that looks like a formula from running in a spreadsheet', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '@SUM', '-2']])).toBe('"\'=HYPERLINK(""x"")",\'+1,\'@SUM,\'-2\r\n');
  });

  it('leaves a cell empty rather than writing NaN or Infinity', () => {
    expect(toCsv([[Number.NaN, Number.POSITIVE_INFINITY]])).toBe(',\r\n');
  });
});
