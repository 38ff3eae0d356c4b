import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculateRoi, describePayback, type RoiInputs } from '@shared/tools/roi-calculator';
import { strFromU8, unzipSync } from 'fflate';
import { workbookSourceSchema } from './render-xlsx';
import { sharedStringsOf, worksheetCells, worksheetsOf } from './xlsx-package';

/**
 * The ROI calculator and the ROI worksheets give the same payback for the same inputs. The
 * worksheets' form formulas are evaluated here with a small evaluator for the few spreadsheet
 * functions they use, with each `{id}` standing for that row's value.
 */

type Value = number | string | boolean;
type Token = { kind: 'number'; value: number } | { kind: 'text'; value: string } | { kind: 'ref'; id: string } | { kind: 'name'; name: string } | { kind: 'op'; op: string };

function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d+)?)|"((?:[^"]|"")*)"|\{([a-z][a-z0-9-]*)\}|([A-Z]+)|(<=|>=|<>|[-+*/^&=<>(),]))/y;
  let at = 1; // after the leading '='
  while (at < formula.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(formula);
    if (!match) throw new Error(`cannot read ${formula.slice(at)}`);
    if (match[1] !== undefined) tokens.push({ kind: 'number', value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ kind: 'text', value: match[2].replaceAll('""', '"') });
    else if (match[3] !== undefined) tokens.push({ kind: 'ref', id: match[3] });
    else if (match[4] !== undefined) tokens.push({ kind: 'name', name: match[4] });
    else tokens.push({ kind: 'op', op: match[5]! });
    at = pattern.lastIndex;
  }
  return tokens;
}

function num(value: Value): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  throw new Error(`#VALUE!: "${value}" is not a number`);
}

function roundTo(value: number, digits: number, away: boolean): number {
  const factor = 10 ** digits;
  const scaled = Math.abs(value) * factor;
  const rounded = away ? Math.ceil(scaled - 1e-9) : Math.round(scaled);
  return (Math.sign(value) * rounded) / factor;
}

const FUNCTIONS: Record<string, (args: Value[]) => Value> = {
  AND: (args) => args.every((arg) => num(arg) !== 0),
  OR: (args) => args.some((arg) => num(arg) !== 0),
  NOT: ([arg]) => num(arg!) === 0,
  MAX: (args) => Math.max(...args.map(num)),
  ROUND: ([value, digits]) => roundTo(num(value!), num(digits!), false),
  ROUNDUP: ([value, digits]) => roundTo(num(value!), num(digits!), true),
  SQRT: ([value]) => Math.sqrt(num(value!)),
};

const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  '=': (a, b) => a === b,
  '<>': (a, b) => a !== b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
};

/** Evaluates one formula; `lookup` gives a named row's value. IF evaluates only the branch it takes. */
function evaluate(formula: string, lookup: (id: string) => Value): Value {
  const tokens = tokenize(formula);
  let next = 0;
  const peekOp = (...ops: string[]) => {
    const token = tokens[next];
    return token?.kind === 'op' && ops.includes(token.op) ? token.op : undefined;
  };
  const expect = (op: string) => {
    if (!peekOp(op)) throw new Error(`expected ${op} in ${formula}`);
    next++;
  };
  const skipArgument = () => {
    let depth = 0;
    while (next < tokens.length && !(depth === 0 && peekOp(',', ')'))) {
      if (peekOp('(')) depth++;
      if (peekOp(')')) depth--;
      next++;
    }
  };

  const comparison = (): Value => {
    let left = concatenation();
    for (let op = peekOp(...Object.keys(COMPARE)); op; op = peekOp(...Object.keys(COMPARE))) {
      next++;
      const right = concatenation();
      if (typeof left === 'string' || typeof right === 'string') {
        if (op !== '=' && op !== '<>') throw new Error(`the evaluator compares text only with = and <>, in ${formula}`);
        left = (left === right) === (op === '=');
      } else left = COMPARE[op]!(num(left), num(right));
    }
    return left;
  };
  const concatenation = (): Value => {
    let left = additive();
    while (peekOp('&')) {
      next++;
      left = `${left}${additive()}`;
    }
    return left;
  };
  const additive = (): Value => {
    let left = multiplicative();
    for (let op = peekOp('+', '-'); op; op = peekOp('+', '-')) {
      next++;
      const right = num(multiplicative());
      left = op === '+' ? num(left) + right : num(left) - right;
    }
    return left;
  };
  const multiplicative = (): Value => {
    let left = power();
    for (let op = peekOp('*', '/'); op; op = peekOp('*', '/')) {
      next++;
      const right = num(power());
      if (op === '/' && right === 0) throw new Error(`#DIV/0! in ${formula}`);
      left = op === '*' ? num(left) * right : num(left) / right;
    }
    return left;
  };
  const power = (): Value => {
    let left = unary();
    while (peekOp('^')) {
      next++;
      left = num(left) ** num(unary());
    }
    return left;
  };
  const unary = (): Value => {
    if (peekOp('-')) {
      next++;
      return -num(unary());
    }
    return primary();
  };
  const primary = (): Value => {
    const token = tokens[next++];
    if (!token) throw new Error(`unexpected end of ${formula}`);
    if (token.kind === 'number' || token.kind === 'text') return token.value;
    if (token.kind === 'ref') return lookup(token.id);
    if (token.kind === 'op' && token.op === '(') {
      const value = comparison();
      expect(')');
      return value;
    }
    if (token.kind === 'name') {
      expect('(');
      if (token.name === 'IF') {
        const condition = num(comparison()) !== 0;
        expect(',');
        let value: Value = false;
        if (condition) value = comparison();
        else skipArgument();
        if (peekOp(',')) {
          next++;
          if (condition) skipArgument();
          else value = comparison();
        }
        expect(')');
        return value;
      }
      const fn = FUNCTIONS[token.name];
      if (!fn) throw new Error(`the evaluator does not know ${token.name}`);
      const args: Value[] = [];
      while (!peekOp(')')) {
        args.push(comparison());
        if (peekOp(',')) next++;
      }
      expect(')');
      return fn(args);
    }
    throw new Error(`unexpected ${JSON.stringify(token)} in ${formula}`);
  };

  const value = comparison();
  if (next !== tokens.length) throw new Error(`left over in ${formula}`);
  return value;
}

type FormRows = Array<{ id?: string; label: string; input?: number | string; formula?: string }>;

function formSheet(path: string, name: string): FormRows {
  const source = workbookSourceSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const sheet = source.sheets.find((candidate) => candidate.name === name);
  if (sheet?.kind !== 'form') throw new Error(`${path} has no form sheet ${name}`);
  return sheet.rows.filter((row) => 'label' in row);
}

/** Every row's value, keyed by label, with `inputs` typed over the rows of those ids. */
function computeForm(rows: FormRows, inputs: Record<string, number>): Map<string, Value> {
  const byId = new Map(rows.filter((row) => row.id).map((row) => [row.id!, row]));
  const cache = new Map<string, Value>();
  const valueOf = (id: string): Value => {
    if (id in inputs) return inputs[id]!;
    const cached = cache.get(id);
    if (cached !== undefined) return cached;
    const row = byId.get(id);
    if (!row) throw new Error(`no row {${id}}`);
    const value = row.formula ? evaluate(row.formula, valueOf) : (row.input ?? 0);
    cache.set(id, value);
    return value;
  };
  const results = new Map<string, Value>();
  for (const row of rows) {
    if (row.id) results.set(row.label, valueOf(row.id));
    else if (row.formula) results.set(row.label, evaluate(row.formula, valueOf));
  }
  return results;
}

function toolResult(inputs: RoiInputs) {
  const calculation = calculateRoi(inputs);
  if (!calculation.ok) throw new Error(JSON.stringify(calculation.errors));
  return calculation.result;
}

function paybackRow(results: Map<string, Value>): Value | undefined {
  return [...results].find(([label]) => /^Payback/.test(label))?.[1];
}

/** Three sets of calculator inputs: a quick win, the lesson's accounting practice, a slow payback; and one that never pays back. */
const CASES: RoiInputs[] = [
  { hoursPerWeek: '5', hourlyCost: '40', toolCostPerMonth: '30', setupCost: '500', rampUpMonths: '0' },
  { hoursPerWeek: '2.7', hourlyCost: '40', toolCostPerMonth: '90', setupCost: '240', rampUpMonths: '1' },
  { hoursPerWeek: '1', hourlyCost: '25', toolCostPerMonth: '60', setupCost: '2000', rampUpMonths: '3' },
  { hoursPerWeek: '1', hourlyCost: '10', toolCostPerMonth: '90', setupCost: '240', rampUpMonths: '2' },
];

describe('the AI 101 payoff worksheet', () => {
  const rows = formSheet('content/resources/ai-101-for-business-owners/ai-roi-worksheet.json', 'Payoff');

  it.each(CASES)('gives the calculator’s payback and money figures for %o', (inputs) => {
    const roi = toolResult(inputs);
    // The worksheet counts minutes per task and times a month: one task a month of that many minutes, all of it paid time.
    const hoursPerMonth = (Number(inputs.hoursPerWeek) * 52) / 12;
    const results = computeForm(rows, {
      before: hoursPerMonth * 60,
      after: 0,
      times: 1,
      share: 1,
      rate: Number(inputs.hourlyCost),
      'costs-gone': 0,
      tool: Number(inputs.toolCostPerMonth),
      setup: Number(inputs.setupCost),
      ramp: Number(inputs.rampUpMonths),
    });
    expect(paybackRow(results)).toBe(describePayback(roi.payback));
    expect(results.get('Hours saved per month')).toBeCloseTo(roi.hoursSavedPerMonth);
    expect(results.get('Money saved or earned per month')).toBeCloseTo(roi.monthlySavings);
    expect(results.get('Net money in the first year')).toBeCloseTo(roi.netFirstYearReturn);
  });
});

describe('the Measuring AI ROI workbook', () => {
  const rows = formSheet('content/resources/measuring-ai-roi/ai-roi-workbook.json', 'ROI');

  it.each(CASES)('gives the calculator’s payback, savings and net first-year return for %o', (inputs) => {
    const roi = toolResult(inputs);
    const results = computeForm(rows, {
      'hours-all': Number(inputs.hoursPerWeek),
      'cash-hours': Number(inputs.hoursPerWeek),
      rate: Number(inputs.hourlyCost),
      tool: Number(inputs.toolCostPerMonth),
      setup: Number(inputs.setupCost),
      ramp: Number(inputs.rampUpMonths),
    });
    expect(paybackRow(results)).toBe(describePayback(roi.payback));
    expect(results.get('Money saved or earned per month (at full speed)')).toBeCloseTo(roi.monthlySavings);
    expect(results.get('Net first-year return')).toBeCloseTo(roi.netFirstYearReturn);
  });
});

/** The values the built workbook stores on a form sheet, keyed by each row's label: what a viewer that does not calculate shows. */
function storedFormValues(path: string, name: string): Map<string, unknown> {
  const files = unzipSync(new Uint8Array(readFileSync(path)));
  const sheet = worksheetsOf(files).find((candidate) => candidate.name === name)!;
  const cells = new Map(worksheetCells(strFromU8(files[sheet.path]!), sharedStringsOf(files)).map((cell) => [cell.address, cell.value]));
  const values = new Map<string, unknown>();
  for (const [address, label] of cells) if (address.startsWith('A') && cells.has(`B${address.slice(1)}`)) values.set(String(label), cells.get(`B${address.slice(1)}`));
  return values;
}

describe.each([
  ['content/resources/ai-101-for-business-owners/ai-roi-worksheet', 'Payoff'],
  ['content/resources/measuring-ai-roi/ai-roi-workbook', 'ROI'],
])('the built %s.xlsx', (base, sheetName) => {
  it('stores, beside each formula, the figure this evaluator gives for the inputs it ships with, payback included', () => {
    const expected = computeForm(formSheet(`${base}.json`, sheetName), {});
    const stored = storedFormValues(`${base}.xlsx`, sheetName);
    expect(paybackRow(expected)).toBeTruthy();
    for (const [label, value] of expected) {
      if (typeof value === 'number') expect(stored.get(label), label).toBeCloseTo(value, 9);
      else expect(stored.get(label), label).toBe(value);
    }
  });
});
