import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const JOURNEYS = path.join(import.meta.dirname, 'e2e');
/** A journey may pause between polls of a condition, never sleep on the chance that something has happened. */
const LONGEST_FIXED_WAIT_MS = 500;

const FIXED_WAIT = /(?:waitForTimeout\(|setTimeout\(\s*(?:resolve|r|done)\s*,)\s*([\w.]+)\s*\)/g;

function journeyFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return journeyFiles(full);
    return /\.(ts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The milliseconds a wait's argument stands for: a number, or a constant of the same file; NaN when neither. */
function millisecondsOf(argument: string, source: string): number {
  const literal = Number(argument.replaceAll('_', ''));
  if (!Number.isNaN(literal)) return literal;
  const constant = new RegExp(`const ${argument}\\s*=\\s*([\\d_]+)\\s*;`).exec(source);
  return constant ? Number(constant[1]!.replaceAll('_', '')) : Number.NaN;
}

/** Every fixed wait in the journeys and their support code, with its file, line and length. */
export function findFixedWaits(folder: string): { where: string; ms: number }[] {
  return journeyFiles(folder).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(FIXED_WAIT)].map((match) => ({
      where: `${path.relative(folder, file)}:${source.slice(0, match.index).split('\n').length}`,
      ms: millisecondsOf(match[1]!, source),
    }));
  });
}

describe('fixed waits in the journeys', () => {
  it(`lists every fixed wait, and none is longer than ${LONGEST_FIXED_WAIT_MS} ms or of a length this test cannot read`, () => {
    const waits = findFixedWaits(JOURNEYS);
    expect(waits.length).toBeGreaterThan(0);
    expect(waits.filter(({ ms }) => !(ms <= LONGEST_FIXED_WAIT_MS))).toEqual([]);
  });

  it('reads a wait written as a number or as a constant of its file', () => {
    const source = 'const PAUSE_MS = 1_500;\nawait page.waitForTimeout(PAUSE_MS);\nawait new Promise((resolve) => setTimeout(resolve, 800));';
    expect([...source.matchAll(FIXED_WAIT)].map((match) => millisecondsOf(match[1]!, source))).toEqual([1500, 800]);
  });
});
