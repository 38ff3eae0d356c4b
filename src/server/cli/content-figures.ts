import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../content/course-folder';
import { figureSpecSchema } from '../content/figures/figure-spec';
import { renderFigure } from '../content/figures/render-figure';
import { contentCoursesRoot } from '../paths';

/**
 * `npm run content:figures`: draws every course's figures (content/courses/<slug>/figures/
 * <name>.json → <name>.svg, decision 0116). A figure whose drawing is already up to date is
 * left as it is; the content check fails on one that is not.
 */
function run(args: string[]): number {
  if (args.length > 0) {
    console.error('usage: npm run content:figures');
    return 2;
  }
  let drawn = 0;
  for (const slug of readdirSync(contentCoursesRoot)) {
    const folder = path.join(contentCoursesRoot, slug, 'figures');
    let names: string[];
    try {
      names = readdirSync(folder).filter((name) => name.endsWith('.json'));
    } catch {
      continue;
    }
    for (const name of names) {
      const file = `${slug}/figures/${name}`;
      const parsed = figureSpecSchema.safeParse(JSON.parse(readFileSync(path.join(folder, name), 'utf8')));
      if (!parsed.success) throw new ContentError(file, parsed.error.issues.map((issue) => `${issue.message} at ${issue.path.join('.')}`).join('; '));
      const svgPath = path.join(folder, name.replace(/\.json$/, '.svg'));
      const svg = renderFigure(parsed.data);
      let current: string | null = null;
      try {
        current = readFileSync(svgPath, 'utf8');
      } catch {
        // not drawn yet
      }
      if (current === svg) continue;
      writeFileSync(svgPath, svg);
      drawn += 1;
      console.log(`${file}: drawn`);
    }
  }
  console.log(drawn === 0 ? 'Every figure is up to date.' : `${drawn} figure${drawn === 1 ? '' : 's'} drawn.`);
  return 0;
}

try {
  process.exitCode = run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error);
  process.exitCode = 1;
}
