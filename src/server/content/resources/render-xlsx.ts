import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';
import { z } from 'zod';

/**
 * A resource's JSON source laid out as an XLSX workbook with working formulas. Two kinds of
 * sheet: a `table` (a header row, example rows, blank rows to fill in, each with the column's
 * formula, and an optional totals row) and a `form` (one labelled value per row: inputs to type
 * over, and results computed from them). Cells the reader types into are shaded. The zip is
 * written again with a fixed date and the workbook told to calculate on open, so the same
 * source gives the same bytes and every spreadsheet program shows the results.
 */

const format = z.string().min(1).max(40).optional();

const tableColumnSchema = z.strictObject({
  header: z.string().min(1),
  width: z.number().min(4).max(80),
  /** Excel formula for each row, `{r}` standing for the row's number: "=B{r}*C{r}". */
  formula: z.string().startsWith('=').optional(),
  format,
  /** A total under the column: "sum" or "average". */
  total: z.enum(['sum', 'average']).optional(),
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
    /** A result: an Excel formula over other rows' values, named `{id}`. */
    formula: z.string().startsWith('=').optional(),
    format,
    note: z.string().optional(),
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

/** The rows of a table sheet and its column widths; the first row of data is at `firstRow`. */
function tableData(sheet: TableSheet): { data: SheetData; widths: number[] } {
  const data: SheetData = [[{ value: sheet.intro[0] ?? sheet.name, fontWeight: 'bold', fontSize: 14 }]];
  for (const line of sheet.intro.slice(1)) data.push([{ value: line, wrap: false }]);
  data.push([EMPTY]);
  data.push(sheet.columns.map((column) => ({ value: column.header, fontWeight: 'bold', backgroundColor: HEADER_FILL, wrap: true, borderStyle: 'thin' })));
  const firstRow = data.length + 1;
  const rowCount = sheet.rows.length + sheet.blankRows;
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
        const input = { backgroundColor: INPUT_FILL, borderStyle: 'thin' as const, wrap: true };
        if (typeof value === 'string') return { ...input, value };
        // An empty cell keeps the column's number format, for what the reader types in.
        return { ...input, type: Number, value: value ?? undefined, format: column.format };
      }),
    );
  }
  if (sheet.columns.some((column) => column.total)) {
    const lastRow = firstRow + rowCount - 1;
    data.push(
      sheet.columns.map((column, c): Cell => {
        if (c === 0 && !column.total) return { value: 'Total', fontWeight: 'bold' };
        if (!column.total) return EMPTY;
        const range = `${columnLetter(c)}${firstRow}:${columnLetter(c)}${lastRow}`;
        const fn = column.total === 'sum' ? 'SUM' : 'AVERAGE';
        return { type: 'Formula', value: `IFERROR(${fn}(${range}),0)`, format: column.format, fontWeight: 'bold', backgroundColor: RESULT_FILL, borderStyle: 'thin' };
      }),
    );
  }
  return { data, widths: sheet.columns.map((column) => column.width) };
}

function formData(sheet: FormSheet): { data: SheetData; widths: number[] } {
  const data: SheetData = [[{ value: sheet.intro[0] ?? sheet.name, fontWeight: 'bold', fontSize: 14 }]];
  for (const line of sheet.intro.slice(1)) data.push([{ value: line }]);
  data.push([EMPTY]);
  const cells = new Map<string, string>();
  sheet.rows.forEach((row, index) => {
    if ('id' in row && row.id) cells.set(row.id, `B${data.length + 1 + index}`);
  });
  const resolve = (formula: string) =>
    formula.replace(/\{([a-z][a-z0-9-]*)\}/g, (_, id: string) => {
      const cell = cells.get(id);
      if (!cell) throw new Error(`${sheet.name}: a formula names {${id}}, which no row has as its id`);
      return cell;
    });
  for (const row of sheet.rows) {
    if ('heading' in row) {
      data.push([{ value: row.heading, fontWeight: 'bold', backgroundColor: HEADER_FILL }, { value: undefined, backgroundColor: HEADER_FILL }, { value: undefined, backgroundColor: HEADER_FILL }]);
      continue;
    }
    const value: Cell = row.formula
      ? { type: 'Formula', value: formula(resolve(row.formula)), format: row.format, backgroundColor: RESULT_FILL, fontWeight: 'bold', borderStyle: 'thin' }
      : { value: row.input, format: typeof row.input === 'number' ? row.format : undefined, backgroundColor: INPUT_FILL, borderStyle: 'thin' };
    data.push([{ value: row.label, wrap: true }, value, { value: row.note, wrap: true }]);
  }
  return { data, widths: [46, 16, 60] };
}

/** Rewrites the zip with one fixed date and asks for a full calculation when the workbook opens. */
function normalize(xlsx: Buffer, date: Date): Buffer {
  const files = unzipSync(new Uint8Array(xlsx));
  const workbookPath = 'xl/workbook.xml';
  const workbook = files[workbookPath];
  if (workbook) {
    const xml = strFromU8(workbook);
    files[workbookPath] = strToU8(xml.replace(/<calcPr[^>]*\/>/, '').replace('</workbook>', '<calcPr fullCalcOnLoad="1"/></workbook>'));
  }
  const entries: Zippable = {};
  for (const name of Object.keys(files)) entries[name] = [files[name]!, { mtime: date, level: 6 }];
  return Buffer.from(zipSync(entries));
}

export async function renderXlsx(source: WorkbookSource, date: Date): Promise<Buffer> {
  const sheets = source.sheets.map((sheet) => {
    const { data, widths } = sheet.kind === 'table' ? tableData(sheet) : formData(sheet);
    return { sheet: sheet.name, data, columns: widths.map((width) => ({ width })), stickyRowsCount: 0 };
  });
  const buffer = await writeXlsxFile(sheets, { fontFamily: 'Calibri', fontSize: 11 }).toBuffer();
  return normalize(buffer, date);
}
