/**
 * Computes the values of a workbook's formulas, so the generator can write them into the file as
 * cached values: a viewer that does not calculate (an email or phone preview, a file browser)
 * then shows the figures instead of blank cells (issue 52). It knows the spreadsheet functions the
 * resources use, with Excel's rules for empty cells, text comparison and criteria; a formula
 * using any other function fails the build rather than showing a wrong figure.
 */

export class FormulaError {
  constructor(readonly code: '#VALUE!' | '#DIV/0!' | '#N/A' | '#NUM!' | '#REF!') {}
}

/** What a cell holds once computed; null is an empty cell. */
export type CellValue = number | string | boolean | FormulaError | null;
type Matrix = { matrix: CellValue[][] };
type Value = CellValue | Matrix;

export interface SheetCells {
  name: string;
  /** By address ("B7"): a typed value, or a formula without its leading '='. */
  cells: Map<string, { value: CellValue } | { formula: string }>;
}

type Node =
  | { kind: 'literal'; value: CellValue }
  | { kind: 'ref'; sheet: string | null; from: [number, number]; to: [number, number] | null }
  | { kind: 'call'; name: string; args: Node[] }
  | { kind: 'unary'; op: string; operand: Node }
  | { kind: 'binary'; op: string; left: Node; right: Node };

const TOKEN =
  /\s*(?:(\d+(?:\.\d+)?(?:E[+-]?\d+)?)|"((?:[^"]|"")*)"|((?:'(?:[^']|'')+'|[A-Za-z_][A-Za-z0-9_ ]*?)!)?(\$?[A-Z]{1,3}\$?\d+(?::\$?[A-Z]{1,3}\$?\d+)?|\$?[A-Z]{1,3}:\$?[A-Z]{1,3})(?![A-Za-z0-9_(])|([A-Z][A-Z0-9.]*)(?=\()|(TRUE|FALSE)\b|(<=|>=|<>|[-+*/^&=<>(),%]))/y;

type Token = { kind: 'number' | 'text' | 'ref' | 'name' | 'bool' | 'op'; text: string; sheet?: string };

function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < formula.length) {
    if (/^\s+$/.test(formula.slice(at))) break;
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(formula);
    if (!match) throw new Error(`cannot read the formula at "${formula.slice(at)}"`);
    if (match[1] !== undefined) tokens.push({ kind: 'number', text: match[1] });
    else if (match[2] !== undefined) tokens.push({ kind: 'text', text: match[2].replaceAll('""', '"') });
    else if (match[4] !== undefined) {
      const sheet = match[3]?.slice(0, -1).replace(/^'(.*)'$/, '$1').replaceAll("''", "'");
      tokens.push({ kind: 'ref', text: match[4], sheet });
    } else if (match[5] !== undefined) tokens.push({ kind: 'name', text: match[5] });
    else if (match[6] !== undefined) tokens.push({ kind: 'bool', text: match[6] });
    else tokens.push({ kind: 'op', text: match[7]! });
    at = TOKEN.lastIndex;
  }
  return tokens;
}

function columnNumber(letters: string): number {
  return [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
}

export function cellAddress(column: number, row: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `${letters}${row}`;
}

/** [column, row]; a whole-column reference has row 0 (from) or Infinity (to). */
function parsePoint(text: string, end: boolean): [number, number] {
  const match = /^\$?([A-Z]{1,3})\$?(\d+)?$/.exec(text)!;
  return [columnNumber(match[1]!), match[2] ? Number(match[2]) : end ? Infinity : 1];
}

function parse(formula: string): Node {
  const tokens = tokenize(formula);
  let next = 0;
  const peek = (...ops: string[]) => {
    const token = tokens[next];
    return token?.kind === 'op' && ops.includes(token.text) ? token.text : undefined;
  };
  const expect = (op: string) => {
    if (!peek(op)) throw new Error(`expected "${op}" in ${formula}`);
    next++;
  };
  const binary = (operand: () => Node, ops: string[]) => (): Node => {
    let left = operand();
    for (let op = peek(...ops); op; op = peek(...ops)) {
      next++;
      left = { kind: 'binary', op, left, right: operand() };
    }
    return left;
  };
  const primary = (): Node => {
    const token = tokens[next++];
    if (!token) throw new Error(`unexpected end of ${formula}`);
    switch (token.kind) {
      case 'number':
        return { kind: 'literal', value: Number(token.text) };
      case 'text':
        return { kind: 'literal', value: token.text };
      case 'bool':
        return { kind: 'literal', value: token.text === 'TRUE' };
      case 'ref': {
        const [from, to] = token.text.split(':');
        return { kind: 'ref', sheet: token.sheet ?? null, from: parsePoint(from!, false), to: to ? parsePoint(to, true) : null };
      }
      case 'name': {
        expect('(');
        const args: Node[] = [];
        while (!peek(')')) {
          args.push(comparison());
          if (peek(',')) next++;
          else break;
        }
        expect(')');
        return { kind: 'call', name: token.text, args };
      }
      case 'op':
        if (token.text === '(') {
          const inner = comparison();
          expect(')');
          return inner;
        }
        // Excel negates before it raises to a power: -2^2 is 4.
        if (token.text === '-' || token.text === '+') return { kind: 'unary', op: token.text, operand: primary() };
    }
    throw new Error(`unexpected "${token.text}" in ${formula}`);
  };
  const power = binary(primary, ['^']);
  const multiplicative = binary(power, ['*', '/']);
  const additive = binary(multiplicative, ['+', '-']);
  const concatenation = binary(additive, ['&']);
  const comparison: () => Node = binary(concatenation, ['=', '<>', '<', '<=', '>', '>=']);
  const tree = comparison();
  if (next !== tokens.length) throw new Error(`left over in ${formula}: ${tokens.slice(next).map((token) => token.text).join('')}`);
  return tree;
}

const isMatrix = (value: Value): value is Matrix => value !== null && typeof value === 'object' && 'matrix' in value;
const isError = (value: Value): value is FormulaError => value instanceof FormulaError;

function scalar(value: Value): CellValue {
  return isMatrix(value) ? (value.matrix[0]?.[0] ?? null) : value;
}

function toNumber(value: CellValue): number | FormulaError {
  if (value === null || value === '') return 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (isError(value)) return value;
  const parsed = Number(value);
  return Number.isFinite(parsed) && value.trim() !== '' ? parsed : new FormulaError('#VALUE!');
}

function toText(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

function truthy(value: CellValue): boolean | FormulaError {
  if (isError(value)) return value;
  if (typeof value === 'string' && value !== '') return new FormulaError('#VALUE!');
  const number = toNumber(value);
  return isError(number) ? number : number !== 0;
}

/** Excel's comparison: text without regard to case; across types, numbers < text < booleans; an empty cell is 0 or "". */
function compare(left: CellValue, right: CellValue): number {
  const l = left === null ? (typeof right === 'string' ? '' : right === null ? 0 : typeof right === 'boolean' ? false : 0) : left;
  const r = right === null ? (typeof l === 'string' ? '' : typeof l === 'boolean' ? false : 0) : right;
  const rank = (value: CellValue) => (typeof value === 'number' ? 0 : typeof value === 'string' ? 1 : 2);
  if (rank(l) !== rank(r)) return rank(l) - rank(r);
  if (typeof l === 'string') {
    const a = l.toLowerCase();
    const b = (r as string).toLowerCase();
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return Number(l) - Number(r);
}

function applyBinary(op: string, left: CellValue, right: CellValue): CellValue {
  if (isError(left)) return left;
  if (isError(right)) return right;
  if (op === '&') return toText(left) + toText(right);
  if (['=', '<>', '<', '<=', '>', '>='].includes(op)) {
    const order = compare(left, right);
    return { '=': order === 0, '<>': order !== 0, '<': order < 0, '<=': order <= 0, '>': order > 0, '>=': order >= 0 }[op]!;
  }
  const a = toNumber(left);
  const b = toNumber(right);
  if (isError(a)) return a;
  if (isError(b)) return b;
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return b === 0 ? new FormulaError('#DIV/0!') : a / b;
    default: {
      const result = a ** b;
      return Number.isFinite(result) ? result : new FormulaError('#NUM!');
    }
  }
}

/** Element by element over matrices (array formulas such as SUMPRODUCT(MAX((range=x)*range))). */
function broadcast(left: Value, right: Value, fn: (a: CellValue, b: CellValue) => CellValue): Value {
  if (!isMatrix(left) && !isMatrix(right)) return fn(left, right);
  const rows = Math.max(isMatrix(left) ? left.matrix.length : 1, isMatrix(right) ? right.matrix.length : 1);
  const columns = Math.max(isMatrix(left) ? (left.matrix[0]?.length ?? 0) : 1, isMatrix(right) ? (right.matrix[0]?.length ?? 0) : 1);
  const at = (value: Value, row: number, column: number): CellValue => {
    if (!isMatrix(value)) return value;
    const line = value.matrix[row];
    return line && column < line.length ? line[column]! : new FormulaError('#N/A');
  };
  return { matrix: Array.from({ length: rows }, (_, row) => Array.from({ length: columns }, (_, column) => fn(at(left, row, column), at(right, row, column)))) };
}

function flatten(values: Value[]): { value: CellValue; fromRange: boolean }[] {
  return values.flatMap((value): { value: CellValue; fromRange: boolean }[] =>
    isMatrix(value) ? value.matrix.flat().map((cell) => ({ value: cell, fromRange: true })) : [{ value, fromRange: false }],
  );
}

/** The numbers a SUM, MAX or AVERAGE counts: numbers in ranges (text and empty cells skipped), and arguments given directly. */
function numbersOf(values: Value[]): number[] | FormulaError {
  const numbers: number[] = [];
  for (const { value, fromRange } of flatten(values)) {
    if (isError(value)) return value;
    if (typeof value === 'number') numbers.push(value);
    else if (!fromRange && value !== null) {
      const number = toNumber(value);
      if (isError(number)) return number;
      numbers.push(number);
    }
  }
  return numbers;
}

/** A COUNTIF-style criterion: "Red", "Open*", ">0", 3. */
function matcher(criterion: CellValue): (value: CellValue) => boolean {
  if (typeof criterion === 'number') return (value) => typeof value === 'number' && value === criterion;
  const text = toText(criterion);
  const operator = /^(<=|>=|<>|<|>|=)?(.*)$/s.exec(text)!;
  const op = operator[1];
  const operand = operator[2]!;
  const number = operand.trim() !== '' && Number.isFinite(Number(operand)) ? Number(operand) : null;
  if (op && op !== '=' && op !== '<>' && number !== null) {
    return (value) => typeof value === 'number' && (applyBinary(op, value, number) as boolean);
  }
  if (number !== null) return (value) => (typeof value === 'number' ? value === number : toText(value) === operand);
  const pattern = new RegExp(`^${operand.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*').replaceAll('?', '.')}$`, 'is');
  const equal = (value: CellValue) => (operand === '' ? value === null || value === '' : typeof value === 'string' && pattern.test(value));
  return op === '<>' ? (value) => !equal(value) : equal;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const serialToDate = (serial: number) => new Date(EXCEL_EPOCH + Math.floor(serial) * DAY_MS);
const dateToSerial = (date: Date) => Math.round((Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - EXCEL_EPOCH) / DAY_MS);

function roundTo(value: number, digits: number, awayFromZero: boolean): number {
  const factor = 10 ** digits;
  const scaled = Math.abs(value) * factor;
  const rounded = awayFromZero ? Math.ceil(scaled - 1e-9) : Math.round(scaled + 1e-9);
  return (Math.sign(value) * rounded) / factor;
}

/** Every formula cell's value, by sheet and address. `today` stands in for TODAY(): the build date. */
export function computeFormulas(sheets: SheetCells[], today: Date): Map<string, Map<string, CellValue>> {
  const byName = new Map(sheets.map((sheet) => [sheet.name.toLowerCase(), sheet]));
  const results = new Map<string, Map<string, CellValue>>(sheets.map((sheet) => [sheet.name, new Map()]));
  const inProgress = new Set<string>();
  const parsed = new Map<string, Node>();

  const sheetOf = (name: string | null, current: SheetCells) => {
    if (name === null) return current;
    const sheet = byName.get(name.toLowerCase());
    if (!sheet) throw new Error(`a formula names the sheet "${name}", which the workbook does not have`);
    return sheet;
  };

  const cellValue = (sheet: SheetCells, address: string): CellValue => {
    const cell = sheet.cells.get(address);
    if (!cell) return null;
    if ('value' in cell) return cell.value;
    const done = results.get(sheet.name)!;
    if (done.has(address)) return done.get(address)!;
    const key = `${sheet.name}!${address}`;
    if (inProgress.has(key)) throw new Error(`${key}: the formula refers to itself`);
    inProgress.add(key);
    let tree = parsed.get(cell.formula);
    if (!tree) parsed.set(cell.formula, (tree = parse(cell.formula)));
    const value = scalar(evaluate(tree, sheet));
    inProgress.delete(key);
    done.set(address, value === null ? 0 : value);
    return done.get(address)!;
  };

  const lastRowOf = (sheet: SheetCells) => Math.max(1, ...[...sheet.cells.keys()].map((address) => Number(/\d+$/.exec(address)![0])));

  const evaluate = (node: Node, sheet: SheetCells): Value => {
    switch (node.kind) {
      case 'literal':
        return node.value;
      case 'ref': {
        const target = sheetOf(node.sheet, sheet);
        if (!node.to) return cellValue(target, cellAddress(node.from[0], node.from[1]));
        const lastRow = Math.min(node.to[1], lastRowOf(target));
        const matrix: CellValue[][] = [];
        for (let row = node.from[1]; row <= lastRow; row++) {
          const line: CellValue[] = [];
          for (let column = node.from[0]; column <= node.to[0]; column++) line.push(cellValue(target, cellAddress(column, row)));
          matrix.push(line);
        }
        return { matrix };
      }
      case 'unary': {
        const operand = evaluate(node.operand, sheet);
        return node.op === '+' ? operand : broadcast(operand, 0, (value) => applyBinary('-', 0, value));
      }
      case 'binary':
        return broadcast(evaluate(node.left, sheet), evaluate(node.right, sheet), (a, b) => applyBinary(node.op, a, b));
      case 'call':
        return call(node, sheet);
    }
  };

  const call = ({ name, args }: Extract<Node, { kind: 'call' }>, sheet: SheetCells): Value => {
    const value = (index: number) => evaluate(args[index]!, sheet);
    const one = (index: number) => scalar(value(index));
    const number = (index: number) => toNumber(one(index));
    const numeric = (fn: (...numbers: number[]) => CellValue) => (): CellValue => {
      const numbers = args.map((_, index) => number(index));
      const error = numbers.find((item) => item instanceof FormulaError);
      return error ?? fn(...(numbers as number[]));
    };
    const aggregate = (fn: (numbers: number[]) => CellValue) => {
      const numbers = numbersOf(args.map((_, index) => value(index)));
      return numbers instanceof FormulaError ? numbers : fn(numbers);
    };
    const logical = (combine: (values: boolean[]) => boolean): CellValue => {
      const values: boolean[] = [];
      for (const { value: item, fromRange } of flatten(args.map((_, index) => value(index)))) {
        if (fromRange && (item === null || typeof item === 'string')) continue;
        const truth = truthy(item);
        if (isError(truth)) return truth;
        values.push(truth);
      }
      return values.length === 0 ? new FormulaError('#VALUE!') : combine(values);
    };
    const criteriaRows = (pairs: number[]) => {
      const ranges = pairs.map((index) => value(index));
      if (!ranges.every(isMatrix)) throw new Error(`${name} takes ranges`);
      const tests = pairs.map((index) => matcher(one(index + 1)));
      return (ranges as Matrix[]).map((range, i) => range.matrix.flat().map((cell) => tests[i]!(cell)));
    };
    switch (name) {
      case 'IF': {
        const condition = truthy(one(0));
        if (isError(condition)) return condition;
        if (condition) return value(1);
        return args.length > 2 ? value(2) : false;
      }
      case 'IFERROR': {
        const result = one(0);
        return isError(result) ? one(1) : result;
      }
      case 'AND':
        return logical((values) => values.every(Boolean));
      case 'OR':
        return logical((values) => values.some(Boolean));
      case 'NOT': {
        const truth = truthy(one(0));
        return isError(truth) ? truth : !truth;
      }
      case 'ISNUMBER':
        return typeof one(0) === 'number';
      case 'N': {
        const item = one(0);
        return typeof item === 'number' ? item : typeof item === 'boolean' ? Number(item) : isError(item) ? item : 0;
      }
      case 'SUM':
        return aggregate((numbers) => numbers.reduce((sum, n) => sum + n, 0));
      case 'MAX':
        return aggregate((numbers) => (numbers.length ? Math.max(...numbers) : 0));
      case 'MIN':
        return aggregate((numbers) => (numbers.length ? Math.min(...numbers) : 0));
      case 'AVERAGE':
        return aggregate((numbers) => (numbers.length ? numbers.reduce((sum, n) => sum + n, 0) / numbers.length : new FormulaError('#DIV/0!')));
      case 'COUNT':
        return flatten(args.map((_, index) => value(index))).filter(({ value: item }) => typeof item === 'number').length;
      case 'SUMPRODUCT': {
        const first = value(0);
        if (!isMatrix(first)) return typeof first === 'number' ? first : toNumber(first);
        const product = args.slice(1).reduce<Value>((acc, _, index) => broadcast(acc, value(index + 1), (a, b) => applyBinary('*', typeof a === 'number' ? a : 0, typeof b === 'number' ? b : 0)), first);
        return flatten([product]).reduce((sum, { value: item }) => sum + (typeof item === 'number' ? item : 0), 0);
      }
      case 'COUNTIF':
      case 'COUNTIFS': {
        const rows = criteriaRows(args.map((_, index) => index).filter((index) => index % 2 === 0));
        return rows[0]!.filter((_, i) => rows.every((matches) => matches[i])).length;
      }
      case 'SUMIF':
      case 'AVERAGEIF': {
        const [matches] = criteriaRows([0]);
        const target = args.length > 2 ? value(2) : value(0);
        const cells = isMatrix(target) ? target.matrix.flat() : [target];
        const picked = cells.filter((cell, i) => matches![i] && typeof cell === 'number') as number[];
        const sum = picked.reduce((total, n) => total + n, 0);
        if (name === 'SUMIF') return sum;
        return picked.length ? sum / picked.length : new FormulaError('#DIV/0!');
      }
      case 'ROUND':
        return numeric((n, digits) => roundTo(n, digits, false))();
      case 'ROUNDUP':
        return numeric((n, digits) => roundTo(n, digits, true))();
      case 'INT':
        return numeric((n) => Math.floor(n))();
      case 'SQRT':
        return numeric((n) => (n < 0 ? new FormulaError('#NUM!') : Math.sqrt(n)))();
      case 'TODAY':
        return dateToSerial(today);
      case 'DAY':
        return numeric((serial) => serialToDate(serial).getUTCDate())();
      case 'EDATE':
        return numeric((serial, months) => {
          const start = serialToDate(serial);
          const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + Math.trunc(months), 1));
          const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
          target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
          return dateToSerial(target);
        })();
      case 'NETWORKDAYS':
        return numeric((start, end) => {
          const [from, to, sign] = start <= end ? [start, end, 1] : [end, start, -1];
          let days = 0;
          for (let serial = Math.floor(from); serial <= Math.floor(to); serial++) {
            const weekday = serialToDate(serial).getUTCDay();
            if (weekday !== 0 && weekday !== 6) days++;
          }
          return days * sign;
        })();
    }
    throw new Error(`the generator does not know the spreadsheet function ${name}; add it to formula-evaluator.ts`);
  };

  for (const sheet of sheets) {
    for (const [address, cell] of sheet.cells) if ('formula' in cell) cellValue(sheet, address);
  }
  return results;
}
