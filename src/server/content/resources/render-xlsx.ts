import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';
import { z } from 'zod';
import { computeFormulas, FormulaError, type CellValue, type SheetCells } from './formula-evaluator';
import { CELL, escapeXml, sharedStringsOf, worksheetCells, worksheetsOf } from './xlsx-package';

/**
 * A resource's JSON source laid out as an XLSX workbook with working formulas. Two kinds of
 * sheet: a `table` (a header row, example rows, blank rows to fill in, each with the column's
 * formula, and an optional totals row) and a `form` (one labelled value per row: inputs to type
 * over, and results computed from them). Cells the reader types into are shaded; a cell that
 * takes one of a list (`options`) gets a drop-down that refuses anything else. Every formula
 * carries its computed value (`formula-evaluator.ts`), so a viewer that does not calculate shows
 * the figures, and the workbook is told to calculate again on open. The zip is written again
 * with a fixed date, so the same source gives the same bytes.
 */

const format = z.string().min(1).max(40).optional();
/** The values a cell may take, offered as a drop-down (Excel keeps a list of at most 255 characters). */
const options = z
  .array(z.string().min(1).regex(/^[^,"]+$/, 'an option holds no comma or quotation mark'))
  .min(2)
  .refine((list) => list.join(',').length <= 255, 'the options add up to more than 255 characters')
  .optional();

const tableColumnSchema = z.strictObject({
  header: z.string().min(1),
  width: z.number().min(4).max(80),
  /** Excel formula for each row, `{r}` standing for the row's number: "=B{r}*C{r}". */
  formula: z.string().startsWith('=').optional(),
  format,
  /** A total under the column: "sum" or "average". */
  total: z.enum(['sum', 'average']).optional(),
  options,
});

const tableSheetSchema = z.strictObject({
  kind: z.literal('table'),
  name: z.string().min(1).max(31),
  /** Lines of guidance above the table. */
  intro: z.array(z.string()).default([]),
  columns: z.array(tableColumnSchema).min(1).max(26),
  /** Example rows: one value per column without a formula, in order. */
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))).default([]),
  /** Empty rows (formulas ready) after the examples. */
  blankRows: z.number().int().min(0).max(200).default(0),
});

const formRowSchema = z.union([
  z.strictObject({ heading: z.string().min(1) }),
  z.strictObject({
    /** A name other rows' formulas use for this row's value: `{hours}` stands for its cell. */
    id: z.string().regex(/^[a-z][a-z0-9-]*$/).optional(),
    label: z.string().min(1),
    /** A number or text the reader types over. */
    input: z.union([z.number(), z.string()]).optional(),
    /**
     * A result: an Excel formula over other rows' values, named `{id}`, and table sheets' totals,
     * named `{total:<sheet name>:<column header>}`.
     */
    formula: z.string().startsWith('=').optional(),
    format,
    note: z.string().optional(),
    options,
  }),
]);

const formSheetSchema = z.strictObject({
  kind: z.literal('form'),
  name: z.string().min(1).max(31),
  intro: z.array(z.string()).default([]),
  rows: z.array(formRowSchema).min(1),
});

export const workbookSourceSchema = z.strictObject({
  title: z.string().min(1),
  sheets: z.array(z.discriminatedUnion('kind', [tableSheetSchema, formSheetSchema])).min(1),
});

export type WorkbookSource = z.infer<typeof workbookSourceSchema>;
type TableSheet = z.infer<typeof tableSheetSchema>;
type FormSheet = z.infer<typeof formSheetSchema>;

const INPUT_FILL = '#FFF7D6';
const HEADER_FILL = '#E5EDFF';
const RESULT_FILL = '#EAF7EE';
const EMPTY: Cell = null;

/** OOXML keeps a formula without its leading '=' (the form authors and spreadsheet users type). */
function formula(text: string): string {
  return text.startsWith('=') ? text.slice(1) : text;
}

function columnLetter(index: number): string {
  return String.fromCharCode('A'.charCodeAt(0) + index);
}

/** A drop-down: the cells (`B7:B30`) and the values they take. */
interface ListValidation {
  cells: string;
  options: string[];
}

interface LaidOutSheet {
  data: SheetData;
  widths: number[];
  validations: ListValidation[];
}

/** Where each table sheet's column totals are, by sheet name and column header: `{total:<sheet>:<header>}` in a form. */
type TotalCells = Map<string, string>;

const totalKey = (sheet: string, header: string) => `${sheet}\u0000${header}`;

/** The rows of a table sheet and its column widths; the first row of data is at `firstRow`. */
function tableData(sheet: TableSheet, totals: TotalCells): LaidOutSheet {
  const data: SheetData = [[{ value: sheet.intro[0] ?? sheet.name, fontWeight: 'bold', fontSize: 14 }]];
  for (const line of sheet.intro.slice(1)) data.push([{ value: line, wrap: false }]);
  data.push([EMPTY]);
  data.push(sheet.columns.map((column) => ({ value: column.header, fontWeight: 'bold', backgroundColor: HEADER_FILL, wrap: true, borderStyle: 'thin' })));
  const firstRow = data.length + 1;
  const rowCount = sheet.rows.length + sheet.blankRows;
  const lastRow = firstRow + rowCount - 1;
  for (let i = 0; i < rowCount; i++) {
    const rowNumber = firstRow + i;
    const values = sheet.rows[i] ?? [];
    let next = 0;
    data.push(
      sheet.columns.map((column): Cell => {
        if (column.formula) {
          return { type: 'Formula', value: formula(column.formula.replaceAll('{r}', String(rowNumber))), format: column.format, backgroundColor: RESULT_FILL, borderStyle: 'thin' };
        }
        const value = values[next++] ?? null;
        if (typeof value === 'string' && column.options && value !== '' && !column.options.includes(value)) {
          throw new Error(`${sheet.name}: "${value}" in column "${column.header}" is not one of its options (${column.options.join(', ')})`);
        }
        const input = { backgroundColor: INPUT_FILL, borderStyle: 'thin' as const, wrap: true };
        if (typeof value === 'string') return { ...input, value };
        // An empty cell keeps the column's number format, for what the reader types in.
        return { ...input, type: Number, value: value ?? undefined, format: column.format };
      }),
    );
  }
  if (sheet.columns.some((column) => column.total)) {
    const totalRow = data.length + 1;
    data.push(
      sheet.columns.map((column, c): Cell => {
        if (c === 0 && !column.total) return { value: 'Total', fontWeight: 'bold' };
        if (!column.total) return EMPTY;
        totals.set(totalKey(sheet.name, column.header), `'${sheet.name.replaceAll("'", "''")}'!${columnLetter(c)}${totalRow}`);
        const range = `${columnLetter(c)}${firstRow}:${columnLetter(c)}${lastRow}`;
        const fn = column.total === 'sum' ? 'SUM' : 'AVERAGE';
        return { type: 'Formula', value: `IFERROR(${fn}(${range}),0)`, format: column.format, fontWeight: 'bold', backgroundColor: RESULT_FILL, borderStyle: 'thin' };
      }),
    );
  }
  const validations = sheet.columns.flatMap((column, c) =>
    column.options && rowCount > 0 ? [{ cells: `${columnLetter(c)}${firstRow}:${columnLetter(c)}${lastRow}`, options: column.options }] : [],
  );
  return { data, widths: sheet.columns.map((column) => column.width), validations };
}

function formData(sheet: FormSheet, totals: TotalCells): LaidOutSheet {
  const data: SheetData = [[{ value: sheet.intro[0] ?? sheet.name, fontWeight: 'bold', fontSize: 14 }]];
  for (const line of sheet.intro.slice(1)) data.push([{ value: line }]);
  data.push([EMPTY]);
  const cells = new Map<string, string>();
  sheet.rows.forEach((row, index) => {
    if ('id' in row && row.id) cells.set(row.id, `B${data.length + 1 + index}`);
  });
  const resolve = (formula: string) =>
    formula
      .replace(/\{total:([^:}]+):([^}]+)\}/g, (_, sheetName: string, header: string) => {
        const cell = totals.get(totalKey(sheetName, header));
        if (!cell) throw new Error(`${sheet.name}: a formula names {total:${sheetName}:${header}}, which is no total of an earlier table sheet`);
        return cell;
      })
      .replace(/\{([a-z][a-z0-9-]*)\}/g, (_, id: string) => {
        const cell = cells.get(id);
        if (!cell) throw new Error(`${sheet.name}: a formula names {${id}}, which no row has as its id`);
        return cell;
      });
  const validations: ListValidation[] = [];
  for (const row of sheet.rows) {
    if ('heading' in row) {
      data.push([{ value: row.heading, fontWeight: 'bold', backgroundColor: HEADER_FILL }, { value: undefined, backgroundColor: HEADER_FILL }, { value: undefined, backgroundColor: HEADER_FILL }]);
      continue;
    }
    if (row.options) {
      if (typeof row.input === 'string' && !row.options.includes(row.input)) throw new Error(`${sheet.name}: "${row.input}" for "${row.label}" is not one of its options`);
      validations.push({ cells: `B${data.length + 1}`, options: row.options });
    }
    const value: Cell = row.formula
      ? { type: 'Formula', value: formula(resolve(row.formula)), format: row.format, backgroundColor: RESULT_FILL, fontWeight: 'bold', borderStyle: 'thin' }
      : { value: row.input, format: typeof row.input === 'number' ? row.format : undefined, backgroundColor: INPUT_FILL, borderStyle: 'thin' };
    data.push([{ value: row.label, wrap: true }, value, { value: row.note, wrap: true }]);
  }
  return { data, widths: [46, 16, 60], validations };
}

function cachedValueXml(value: CellValue): { type: string | null; xml: string } {
  if (value instanceof FormulaError) return { type: 'e', xml: `<v>${value.code}</v>` };
  if (typeof value === 'boolean') return { type: 'b', xml: `<v>${value ? 1 : 0}</v>` };
  if (typeof value === 'string') return { type: 'str', xml: `<v>${escapeXml(value)}</v>` };
  // Fifteen significant digits, as a spreadsheet keeps them; the same on every Node.
  return { type: null, xml: `<v>${Number((value ?? 0).toPrecision(15))}</v>` };
}

/**
 * Writes each formula's computed value beside it, adds the drop-downs, and asks for a full
 * calculation when the workbook opens; then rewrites the zip with one fixed date.
 */
function finishPackage(xlsx: Buffer, date: Date, validations: ListValidation[][]): Buffer {
  const files = unzipSync(new Uint8Array(xlsx));
  const worksheets = worksheetsOf(files);
  const sharedStrings = sharedStringsOf(files);
  const sheets: SheetCells[] = worksheets.map(({ path, name }) => ({
    name,
    cells: new Map(worksheetCells(strFromU8(files[path]!), sharedStrings).map((cell) => [cell.address, cell.formula === null ? { value: cell.value } : { formula: cell.formula }])),
  }));
  const values = computeFormulas(sheets, date);
  worksheets.forEach(({ path, name }, index) => {
    const computed = values.get(name)!;
    let xml = strFromU8(files[path]!).replace(CELL, (whole, address: string, attributes: string, body?: string) => {
      if (body === undefined || !body.startsWith('<f>')) return whole;
      const { type, xml: value } = cachedValueXml(computed.get(address)!);
      return `<c r="${address}"${attributes}${type ? ` t="${type}"` : ''}>${body}${value}</c>`;
    });
    const lists = validations[index] ?? [];
    if (lists.length > 0) {
      const rules = lists
        .map((list) => `<dataValidation type="list" allowBlank="1" showErrorMessage="1" errorTitle="Choose from the list" error="${escapeXml(`Pick one of: ${list.options.join(', ')}`)}" sqref="${list.cells}"><formula1>"${escapeXml(list.options.join(','))}"</formula1></dataValidation>`)
        .join('');
      // Data validations follow the sheet data (and any merged cells) and come before hyperlinks and page set-up.
      const anchor = xml.includes('</mergeCells>') ? '</mergeCells>' : '</sheetData>';
      xml = xml.replace(anchor, `${anchor}<dataValidations count="${lists.length}">${rules}</dataValidations>`);
    }
    files[path] = strToU8(xml);
  });
  const workbookPath = 'xl/workbook.xml';
  files[workbookPath] = strToU8(strFromU8(files[workbookPath]!).replace(/<calcPr[^>]*\/>/, '').replace('</workbook>', '<calcPr fullCalcOnLoad="1"/></workbook>'));
  const entries: Zippable = {};
  for (const name of Object.keys(files)) entries[name] = [files[name]!, { mtime: date, level: 6 }];
  return Buffer.from(zipSync(entries));
}

export async function renderXlsx(source: WorkbookSource, date: Date): Promise<Buffer> {
  const totals: TotalCells = new Map();
  const laidOut = source.sheets.map((sheet) => ({ name: sheet.name, ...(sheet.kind === 'table' ? tableData(sheet, totals) : formData(sheet, totals)) }));
  const sheets = laidOut.map(({ name, data, widths }) => ({ sheet: name, data, columns: widths.map((width) => ({ width })), stickyRowsCount: 0 }));
  const buffer = await writeXlsxFile(sheets, { fontFamily: 'Calibri', fontSize: 11 }).toBuffer();
  return finishPackage(buffer, date, laidOut.map((sheet) => sheet.validations));
}
