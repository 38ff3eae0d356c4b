import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths';

/**
 * How each cited address was checked, from the tables of `docs/content/source-check-*.md`: a row
 * naming an address in one cell and, in its last cell, the result. A result starting "Opened"
 * means the page was opened on its publisher's site that day; anything else ("Confirmed" from a
 * stored copy, "Corroborated" by other pages) means it was not, and a footnote citing it may not
 * say "checked" (issue 52).
 */
export interface SourceCheck {
  opened: boolean;
}

export const sourceCheckFolder = path.join(projectRoot, 'docs/content');
const ADDRESS_CELL = /^https?:\/\/\S+$/;

export function parseSourceChecks(markdown: string, into = new Map<string, SourceCheck>()): Map<string, SourceCheck> {
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line.replace(/^\||\|\s*$/g, '').split('|').map((cell) => cell.trim());
    const address = cells.find((cell) => ADDRESS_CELL.test(cell));
    if (!address) continue;
    const opened = /^opened\b/i.test(cells[cells.length - 1]!);
    into.set(address, { opened: opened || (into.get(address)?.opened ?? false) });
  }
  return into;
}

/** Every address the source-check files list, an address opened in any of them counting as opened. */
export function readSourceChecks(folder = sourceCheckFolder): Map<string, SourceCheck> {
  const checks = new Map<string, SourceCheck>();
  if (!existsSync(folder)) return checks;
  for (const name of readdirSync(folder).filter((file) => /^source-check-\d{4}-\d{2}\.md$/.test(file)).sort()) {
    parseSourceChecks(readFileSync(path.join(folder, name), 'utf8'), checks);
  }
  return checks;
}
