import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The import boundaries of eslint.config.js, shown on snippets linted as if they were files of
 * the project: each refused import names its rule, and an allowed one passes clean, so a
 * boundary that silently stopped resolving imports would fail here too.
 */

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: projectRoot });
});

async function lintAs(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages;
}

function refusals(messages: Linter.LintMessage[]): string[] {
  return messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('import boundaries', () => {
  it('refuses an import from the server into the web app', async () => {
    const messages = await lintAs('src/web/pages/probe-page.tsx', "import { loadConfig } from '../../server/config';\nexport const probe = loadConfig;\n");
    expect(refusals(messages)).toEqual([expect.stringContaining('The web app runs in the browser')]);
  });

  it('refuses an import from the web app or the server into shared', async () => {
    const fromWeb = await lintAs('src/shared/probe.ts', "import { cn } from '@web/lib/cn';\nexport const probe = cn;\n");
    const fromServer = await lintAs('src/shared/probe.ts', "import { loadConfig } from '../server/config';\nexport const probe = loadConfig;\n");
    expect(refusals(fromWeb)).toEqual([expect.stringContaining('src/shared holds pure rules')]);
    expect(refusals(fromServer)).toEqual([expect.stringContaining('src/shared holds pure rules')]);
  });

  it('refuses an import from features into lib or components', async () => {
    const code = "import { useCourses } from '@web/features/catalog/use-courses';\nexport const probe = useCourses;\n";
    expect(refusals(await lintAs('src/web/lib/probe.ts', code))).toEqual([expect.stringContaining('lib/ and components/ sit below features/')]);
    expect(refusals(await lintAs('src/web/components/probe.tsx', code))).toEqual([expect.stringContaining('lib/ and components/ sit below features/')]);
  });

  it('allows a page to import features, lib and shared', async () => {
    const code = [
      "import { useCourses } from '@web/features/catalog/use-courses';",
      "import { useSession } from '@web/lib/use-session';",
      "import { planIncludes } from '@shared/plans';",
      'export const probe = [useCourses, useSession, planIncludes];',
      '',
    ].join('\n');
    expect(await lintAs('src/web/pages/probe-page.tsx', code)).toEqual([]);
  });

  it("refuses a feature's import of another feature's inner file, and allows its index", async () => {
    const inner = "import { QuizPanel } from '@web/features/quiz/quiz-panel';\nexport const probe = QuizPanel;\n";
    const relative = "import { QuizPanel } from '../quiz/quiz-panel';\nexport const probe = QuizPanel;\n";
    const index = "import { QuizPanel } from '@web/features/quiz';\nexport const probe = QuizPanel;\n";
    expect(refusals(await lintAs('src/web/features/learn/probe.tsx', inner))).toEqual([expect.stringContaining('features/learn reaches another feature only through its index.ts')]);
    expect(refusals(await lintAs('src/web/features/learn/probe.tsx', relative))).toEqual([expect.stringContaining('features/learn reaches another feature only through its index.ts')]);
    expect(refusals(await lintAs('src/web/features/learn/probe.tsx', index))).toEqual([]);
    // A feature's own files are its own; a page composes features and may reach into them.
    expect(refusals(await lintAs('src/web/features/quiz/probe.tsx', inner))).toEqual([]);
    expect(refusals(await lintAs('src/web/pages/probe-page.tsx', inner))).toEqual([]);
  });

  it('refuses an import between server modules against their direction, which would close a cycle between module folders', async () => {
    const learning = "import { getPlayerCourse } from '../learning/learning.service';\nexport const probe = getPlayerCourse;\n";
    const tools = "import { getToolState } from '../tools/tools.service';\nexport const probe = getToolState;\n";
    const billing = "import { findActivePlan } from '../billing/subscription.service';\nexport const probe = findActivePlan;\n";
    expect(refusals(await lintAs('src/server/modules/enrollment/probe.ts', learning))).toEqual([expect.stringContaining('modules/enrollment sits below')]);
    expect(refusals(await lintAs('src/server/modules/catalog/probe.ts', learning))).toEqual([expect.stringContaining('modules/catalog sits below')]);
    expect(refusals(await lintAs('src/server/modules/certificates/probe.ts', learning))).toEqual([expect.stringContaining('modules/certificates sits below')]);
    expect(refusals(await lintAs('src/server/modules/learning/probe.ts', tools))).toEqual([expect.stringContaining('modules/learning sits below')]);
    // Every module may use accounts, so accounts uses no module above it (the viewer, which reads the plan, sits in src/server).
    expect(refusals(await lintAs('src/server/modules/accounts/probe.ts', billing))).toEqual([expect.stringContaining('modules/accounts sits below')]);
  });

  it('places every server module folder in the one ordered list', async () => {
    // site is the top of the list: an import of it from any other module runs against the direction.
    const site = "import { loadPageRenderer } from '../site/page-renderer';\nexport const probe = loadPageRenderer;\n";
    const modules = readdirSync(join(projectRoot, 'src/server/modules')).filter((name) => name !== 'site');
    for (const module of modules) {
      expect(refusals(await lintAs(`src/server/modules/${module}/probe.ts`, site)), module).toEqual([expect.stringContaining(`modules/${module} sits below`)]);
    }
  });

  it("refuses an import of another module's data, presenter or routes file, even from a module below", async () => {
    const inner = [
      "import { findCourseBySlug } from '../catalog/catalog.data';",
      "import { presentCourseSummary } from '../catalog/catalog.presenter';",
      "import { catalogRoutes } from '../catalog/catalog.routes';",
      'export const probe = [findCourseBySlug, presentCourseSummary, catalogRoutes];',
      '',
    ].join('\n');
    expect(refusals(await lintAs('src/server/modules/learning/probe.ts', inner))).toEqual(
      Array.from({ length: 3 }, () => expect.stringContaining("A module's data, presenter and routes files are its own")),
    );
    // Its own inner files are the module's to use.
    expect(refusals(await lintAs('src/server/modules/catalog/probe.ts', inner.replaceAll('../catalog/', './')))).toEqual([]);
  });

  it('allows a server module to call the service of a module below it', async () => {
    const code = "import { findCourseToOpen } from '../enrollment/enrollment.service';\nexport const probe = findCourseToOpen;\n";
    expect(refusals(await lintAs('src/server/modules/learning/probe.ts', code))).toEqual([]);
    expect(refusals(await lintAs('src/server/modules/tools/probe.ts', code))).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // button.tsx imports lib/cn.ts; lint cn.ts as if it imported the button back.
    const messages = await lintAs('src/web/lib/cn.ts', "import { Button } from '@web/components/ui/button';\nexport const probe = Button;\n");
    expect(messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
