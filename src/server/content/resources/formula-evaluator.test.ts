import { describe, expect, it } from 'vitest';
import { computeFormulas, FormulaError, type CellValue, type SheetCells } from './formula-evaluator';

/** A sheet from `{ A1: 5, B1: '=A1*2' }`: strings starting with '=' are formulas. */
function sheet(name: string, cells: Record<string, CellValue>): SheetCells {
  return {
    name,
    cells: new Map(Object.entries(cells).map(([address, value]) => [address, typeof value === 'string' && value.startsWith('=') ? { formula: value.slice(1) } : { value }])),
  };
}

const TODAY = new Date('2026-12-07T00:00:00Z');
/** Excel's serial number of 2026-12-07. */
const TODAY_SERIAL = 46363;

function valuesOf(...sheets: SheetCells[]) {
  return computeFormulas(sheets, TODAY);
}

describe('the formula values written into the workbooks', () => {
  it('follows references within and across sheets, with arithmetic, precedence and text joining', () => {
    const values = valuesOf(
      sheet('Data', { A1: 21000, A2: 24500, B1: '=A1+A2*2', B2: '=(A1+A2)/2', B3: '=-2^2', B4: '="Total: "&A1' }),
      sheet('Sum up', { A1: "='Data'!B1-Data!A1", A2: '=SUM(Data!A1:A2)' }),
    );
    expect(Object.fromEntries(values.get('Data')!)).toEqual({ B1: 70000, B2: 22750, B3: 4, B4: 'Total: 21000' });
    expect(values.get('Sum up')!.get('A1')).toBe(49000);
    expect(values.get('Sum up')!.get('A2')).toBe(45500);
  });

  it('treats empty cells as Excel does: blank against "", 0 in arithmetic, skipped by SUM and COUNT, not a number', () => {
    const values = valuesOf(sheet('S', { A1: 3, B1: '=IF(A2="","empty","full")', C1: '=A2+1', D1: '=COUNT(A1:A3)', E1: '=ISNUMBER(A2)', F1: '=N(A2)+N(A1)', G1: '=IF(AND(ISNUMBER(A1),ISNUMBER(A2)),A1*A2,"")' }));
    expect(Object.fromEntries(values.get('S')!)).toEqual({ B1: 'empty', C1: 1, D1: 1, E1: false, F1: 3, G1: '' });
  });

  it('evaluates only the branch IF takes, and IFERROR catches a division by zero', () => {
    const values = valuesOf(sheet('S', { A1: 0, B1: '=IF(A1=0,"Not yet",10/A1)', C1: '=10/A1', D1: '=IFERROR(10/A1,0)' }));
    expect(values.get('S')!.get('B1')).toBe('Not yet');
    expect(values.get('S')!.get('C1')).toEqual(new FormulaError('#DIV/0!'));
    expect(values.get('S')!.get('D1')).toBe(0);
  });

  it('compares text without regard to case and counts by criteria: exact, wildcard, numeric and several at once', () => {
    const log = sheet('Incident log', { E1: 'Type', E2: 'Wrong answer', E3: 'wrong ANSWER', E4: 'Data slip', G2: 1, G3: 3, G4: 3, N2: 'Open: owner acts today', N3: 'Closed', N4: 'Open over 14 days' });
    const summary = sheet('Summary', {
      A1: "=COUNTIF('Incident log'!E:E,\"Wrong answer\")",
      A2: "=COUNTIF('Incident log'!N:N,\"Open*\")",
      A3: "=COUNTIF('Incident log'!G:G,3)",
      A4: "=COUNTIF('Incident log'!G:G,\">1\")",
      A5: "=COUNTIFS('Incident log'!E:E,\"Data slip\",'Incident log'!G:G,3)",
      A6: "=SUMIF('Incident log'!E:E,\"wrong answer\",'Incident log'!G:G)",
      A7: "=AVERAGEIF('Incident log'!E:E,\"Wrong answer\",'Incident log'!G:G)",
      A8: '="Red"="red"',
    });
    expect(Object.fromEntries(valuesOf(log, summary).get('Summary')!)).toEqual({ A1: 2, A2: 2, A3: 2, A4: 2, A5: 1, A6: 4, A7: 2, A8: true });
  });

  it('computes array products (the latest date a person trained) and rounding, square roots, MAX and INT', () => {
    const sessions = sheet('Sessions', { A7: 46300, B7: 'Ana', A8: 46350, B8: 'Sam', A9: 46340, B9: 'Ana' });
    const people = sheet('People', {
      A1: 'Ana',
      B1: '=SUMPRODUCT(MAX((Sessions!$B$7:$B$400=A1)*Sessions!$A$7:$A$400))',
      C1: '=ROUNDUP(2.01,0)',
      D1: '=ROUND(2.45,1)',
      E1: '=SQRT(16)+MAX(1,5,3)+INT(2.9)',
      F1: '=ROUND(11.7,1)&" hours"',
    });
    expect(Object.fromEntries(valuesOf(sessions, people).get('People')!)).toEqual({ B1: 46340, C1: 3, D1: 2.5, E1: 11, F1: '11.7 hours' });
  });

  it('takes TODAY as the build date, and counts months and business days as Excel does', () => {
    const values = valuesOf(
      sheet('S', {
        A1: '=TODAY()',
        A2: 46387, // 2026-12-31
        B2: '=EDATE(A2,2)', // 2027-02-28: the end of a shorter month
        C2: '=NETWORKDAYS(A1,A2)', // Monday 7th to Thursday 31st of December 2026
        D2: '=DAY(B2)',
        E2: '=IF(A2<TODAY()+7,"Due this week","")',
      }),
    );
    expect(Object.fromEntries(values.get('S')!)).toEqual({ A1: TODAY_SERIAL, B2: 46446, C2: 19, D2: 28, E2: '' });
  });

  it('refuses a function it does not know, rather than writing a wrong figure', () => {
    expect(() => valuesOf(sheet('S', { A1: '=VLOOKUP(1,B1:C2,2)' }))).toThrow('the generator does not know the spreadsheet function VLOOKUP');
  });
});
