import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildResource } from './build-resource';
import { parseResourceMarkdown } from './render-pdf';
import { renderXlsx } from './render-xlsx';
import { checkBuiltResources, listResourceSources, readResourcesLock, resourceKey } from './resource-files';
import { parseResourceUrl, resourceUrl } from './resource-url';

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
