import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/**
 * Where a plan may be named or ranked directly: the rules of plans and the ways of holding one,
 * and the code that sells, gives and lists plans as such (not what a plan grants).
 */
const ALLOWED = [
  'shared/plans.ts',
  'shared/entitlements.ts',
  'shared/billing.ts',
  'shared/held-plan.ts',
  'shared/complimentary-plans.ts',
  'shared/teams.ts',
  'server/modules/billing/',
  'server/modules/learners/learners.data.ts',
  'server/testing/',
  // Which card of a row is drawn as the featured one.
  'web/pages/certification-page.tsx',
  'web/pages/community-page.tsx',
];

/** A gate reading a plan itself: ranking it, or comparing it with a paid plan's name. */
const PLAN_READ = [/\bplanIncludes\(/, /\b(plan|planType|priority)\s*[!=]==\s*'(pro|elite)'/, /'(pro|elite)'\s*[!=]==\s*[\w.?]*\b(plan|planType|priority)\b/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('gates read the entitlements table', () => {
  it('and no file outside the plan rules compares or ranks a plan itself', () => {
    const offenders = sourceFiles(SRC).flatMap((path) => {
      const file = relative(SRC, path);
      if (ALLOWED.some((allowed) => file === allowed || (allowed.endsWith('/') && file.startsWith(allowed)))) return [];
      return readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) => (PLAN_READ.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
    });
    expect(offenders).toEqual([]);
  });
});
