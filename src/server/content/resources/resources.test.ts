import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildResource } from './build-resource';
import { parseResourceMarkdown } from './render-pdf';
import { renderXlsx, workbookSourceSchema } from './render-xlsx';
import { checkBuiltResources, listResourceSources, readResourcesLock, resourceKey } from './resource-files';
import { parseResourceUrl, resourceUrl } from './resource-url';
import { formulasWithoutCachedValues, sharedStringsOf, worksheetCells, worksheetsOf } from './xlsx-package';

const sources = listResourceSources();
const lock = readResourcesLock();

describe('the built resources in content/resources', () => {
  it('include the worksheets and templates the published courses’ lessons attach', () => {
    expect(sources.map(resourceKey)).toEqual(
      expect.arrayContaining([
        'ai-101-for-business-owners/ai-use-policy-template.pdf',
        'ai-101-for-business-owners/ai-roi-worksheet.xlsx',
        'ai-101-for-business-owners/task-inventory.xlsx',
        'ai-101-for-business-owners/30-day-ai-plan.pdf',
        'prompt-engineering-mastery/prompt-library.xlsx',
      ]),
    );
  });

  it('are built from their current sources and renderers, and not edited by hand since (else: npm run content:resources)', () => {
    expect(checkBuiltResources(sources, lock)).toEqual([]);
  });

  it('rebuild byte for byte from their sources, so a build on any machine gives the committed files', async () => {
    for (const source of sources) {
      const built = await buildResource(source, lock[resourceKey(source)]!.date);
      expect(built.equals(readFileSync(source.outputPath)), resourceKey(source)).toBe(true);
    }
  });

  it('notice a stale file: a lock entry built from something else is reported', () => {
    const source = sources[0]!;
    const stale = { ...lock, [resourceKey(source)]: { ...lock[resourceKey(source)]!, built_from: 'an older source' } };
    expect(checkBuiltResources([source], stale)[0]).toBe(`${resourceKey(source)} is older than ${source.sourceName} or its renderer: run npm run content:resources`);
  });
});

describe('resource addresses', () => {
  it('name a course folder and a built file', () => {
    expect(resourceUrl('ai-101-for-business-owners', 'task-inventory.xlsx')).toBe('/media/resources/ai-101-for-business-owners/task-inventory.xlsx');
    expect(parseResourceUrl('/media/resources/ai-101-for-business-owners/task-inventory.xlsx')).toEqual({ courseSlug: 'ai-101-for-business-owners', fileName: 'task-inventory.xlsx' });
    for (const url of ['/media/resources/../secrets/x.pdf', '/media/resources/a/b.exe', '/media/videos/a.mp4', '/media/resources/a/b/c.pdf']) expect(parseResourceUrl(url), url).toBeNull();
  });
});

describe('rendering', () => {
  it('reads the markdown a resource is written in', () => {
    const blocks = parseResourceMarkdown('# Title\n\nSome **bold** text.\n\n- [ ] Tick me\n- A point\n\n1. First\n\n> A note\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n\n___\n___');
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'checklist', 'list', 'list', 'note', 'table', 'writing-lines']);
    expect(blocks[6]).toEqual({ kind: 'table', rows: [['A', 'B'], ['1', '2']] });
    expect(blocks[7]).toEqual({ kind: 'writing-lines', count: 2 });
  });

  it('writes working formulas, named form rows resolved to cells, and asks for a calculation on opening', async () => {
    const xlsx = await renderXlsx(
      {
        title: 'T',
        sheets: [
          { kind: 'form', name: 'Form', intro: ['Form'], rows: [{ id: 'a', label: 'A', input: 2 }, { id: 'b', label: 'B', input: 3 }, { label: 'A times B', formula: '={a}*{b}' }] },
          { kind: 'table', name: 'Table', intro: ['Table'], columns: [{ header: 'X', width: 10 }, { header: 'Y', width: 10, formula: '=A{r}*2', total: 'sum' }], rows: [[1], [2]], blankRows: 1 },
        ],
      },
      new Date('2026-11-01T00:00:00Z'),
    );
    const files = unzipSync(new Uint8Array(xlsx));
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('<calcPr fullCalcOnLoad="1"/>');
    expect(strFromU8(files['xl/worksheets/sheet1.xml']!)).toContain('<f>B3*B4</f>');
    const table = strFromU8(files['xl/worksheets/sheet2.xml']!);
    expect(table).toContain('<f>A4*2</f>');
    expect(table).toContain('<f>IFERROR(SUM(B4:B6),0)</f>');
  });
});

/** What a viewer that does not calculate shows: each cell's value as the file stores it, by sheet and address. */
function storedValues(path: string) {
  const files = unzipSync(new Uint8Array(readFileSync(path)));
  const strings = sharedStringsOf(files);
  return new Map(worksheetsOf(files).map(({ path: sheetPath, name }) => [name, new Map(worksheetCells(strFromU8(files[sheetPath]!), strings).map((cell) => [cell.address, cell]))]));
}

describe('the built workbooks, opened where nothing calculates', () => {
  it('carry a cached value for every formula', () => {
    for (const source of sources.filter((candidate) => candidate.kind === 'xlsx')) {
      expect(formulasWithoutCachedValues(readFileSync(source.outputPath)), resourceKey(source)).toEqual([]);
    }
  });

  it('show the forecast’s figures: the growth rate linked to the monthly sales, and the months expected from it', () => {
    const source = workbookSourceSchema.parse(JSON.parse(readFileSync('content/resources/data-driven-decisions-with-ai/sales-forecast.json', 'utf8')));
    const monthly = source.sheets.find((sheet) => sheet.name === 'Monthly sales');
    if (monthly?.kind !== 'table') throw new Error('no Monthly sales table');
    const lastYear = monthly.rows.reduce((sum, row) => sum + Number(row[1]), 0);
    const thisYear = monthly.rows.reduce((sum, row) => sum + Number(row[2]), 0);
    const growth = (thisYear - lastYear) / lastYear;

    const forecast = storedValues('content/resources/data-driven-decisions-with-ai/sales-forecast.xlsx').get('Forecast')!;
    const byLabel = new Map<string, { formula: string | null; value: unknown }>();
    for (const [address, cell] of forecast) {
      const label = forecast.get(address.replace(/^B/, 'A'));
      if (address.startsWith('B') && label) byLabel.set(String(label.value), cell);
    }
    const trend = byLabel.get('Year-on-year change over the last 12 months')!;
    expect(trend.formula).toMatch(/'Monthly sales'!E\d+\/'Monthly sales'!B\d+/);
    expect(trend.value).toBeCloseTo(growth, 12);
    expect(byLabel.get('Month 1 expected')!.value).toBeCloseTo(61900 * (1 + growth), 6);
    expect(byLabel.get('Three months, worst case')!.value).toBeCloseTo((61900 + 99800 + 121500) * (1 + growth) * 0.85, 6);
    expect(byLabel.get('Month 1: actual against expected')!.value).toBe('Not yet');
  });

  it('offer a drop-down where a cell takes one of a list, such as a deal’s stage', () => {
    const files = unzipSync(new Uint8Array(readFileSync('content/resources/ai-sales-accelerator/pipeline-tracker.xlsx')));
    const pipeline = worksheetsOf(files).find((sheet) => sheet.name === 'Pipeline')!;
    const xml = strFromU8(files[pipeline.path]!);
    expect(xml).toMatch(/<dataValidation type="list" allowBlank="1" showErrorMessage="1"[^>]*sqref="F8:F70"><formula1>"New,Contacted,Conversation,Proposal sent,Verbal yes,Won,Lost"<\/formula1><\/dataValidation>/);
  });
});
