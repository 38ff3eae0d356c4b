import { strFromU8, unzipSync } from 'fflate';
import { FormulaError, type CellValue } from './formula-evaluator';

/**
 * Reading an XLSX package's worksheets back (no spreadsheet library): the generator uses it to
 * compute and write each formula's value, the content check and the tests to see what a viewer
 * that does not calculate will show.
 */

const XML_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&apos;': "'" };
const unescapeXml = (text: string) => text.replace(/&(?:lt|gt|amp|quot|apos);/g, (entity) => XML_ENTITIES[entity]!);
export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const CELL = /<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>(.*?)<\/c>)/g;

/** The package's worksheets in workbook order: each one's path in the zip and its name. */
export function worksheetsOf(files: Record<string, Uint8Array>): { path: string; name: string }[] {
  const relations = new Map(
    [...strFromU8(files['xl/_rels/workbook.xml.rels']!).matchAll(/<Relationship Id="([^"]+)"[^>]*Target="([^"]+)"/g)].map((match) => [match[1]!, `xl/${match[2]!}`]),
  );
  return [...strFromU8(files['xl/workbook.xml']!).matchAll(/<sheet\b[^>]*\/>/g)].map((match) => ({
    path: relations.get(/r:id="([^"]+)"/.exec(match[0])![1]!)!,
    name: unescapeXml(/name="([^"]*)"/.exec(match[0])![1]!),
  }));
}

/** Every cell of a worksheet's XML: its address, attributes, and the formula (unescaped) or cached value it holds. */
export function worksheetCells(xml: string, sharedStrings: string[]): { address: string; formula: string | null; value: CellValue; hasCachedValue: boolean }[] {
  return [...xml.matchAll(CELL)].map(([, address, attributes, body = '']) => {
    const type = /\bt="([^"]+)"/.exec(attributes!)?.[1];
    const formulaText = /<f>(.*?)<\/f>/.exec(body)?.[1];
    const raw = /<v>(.*?)<\/v>/.exec(body)?.[1];
    let value: CellValue = null;
    if (raw !== undefined) {
      if (type === 's') value = sharedStrings[Number(raw)] ?? '';
      else if (type === 'str') value = unescapeXml(raw);
      else if (type === 'b') value = raw === '1';
      else if (type === 'e') value = new FormulaError(raw as FormulaError['code']);
      else value = Number(raw);
    }
    return { address: address!, formula: formulaText === undefined ? null : unescapeXml(formulaText), value, hasCachedValue: raw !== undefined };
  });
}

export function sharedStringsOf(files: Record<string, Uint8Array>): string[] {
  const xml = files['xl/sharedStrings.xml'];
  if (!xml) return [];
  return [...strFromU8(xml).matchAll(/<si>(.*?)<\/si>/g)].map((match) => unescapeXml([...match[1]!.matchAll(/<t[^>]*>(.*?)<\/t>/g)].map((part) => part[1]).join('')));
}

/** Formula cells that carry no cached value, as `<sheet>!<address>`: what a viewer that does not calculate shows blank. */
export function formulasWithoutCachedValues(xlsx: Uint8Array): string[] {
  const files = unzipSync(xlsx);
  const sharedStrings = sharedStringsOf(files);
  return worksheetsOf(files).flatMap(({ path, name }) =>
    worksheetCells(strFromU8(files[path]!), sharedStrings)
      .filter((cell) => cell.formula !== null && !cell.hasCachedValue)
      .map((cell) => `${name}!${cell.address}`),
  );
}
