import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, whether running from src/ (tsx, tests) or dist/ (build). */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');
/** The course folders the seed and `npm run content:import` read (content/courses/<slug>/). */
export const contentCoursesRoot = path.join(projectRoot, 'content/courses');
export const webRoot = path.join(projectRoot, 'dist/web');
/** The server renderer of public pages, built by `vite build --ssr` (vite.config.ts). */
export const pageRendererEntry = path.join(projectRoot, 'dist/web-ssr/entry-server.js');
export const sourceIndexHtml = path.join(projectRoot, 'index.html');
