import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPage, pageModule, pageSection, renderedPage, sectionTableModule } from '../../../shared/page-manifest';

/** The part of Vite's build manifest (`build.manifest`) this module reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** Where `vite build` writes its manifest inside the web root. */
export const MANIFEST_PATH = '.vite/manifest.json';

/** The build manifest of a web root, or undefined when there is none (API tests, dev server). */
export function readBuildManifest(webRoot: string | undefined): BuildManifest | undefined {
  if (!webRoot) return undefined;
  const file = path.join(webRoot, MANIFEST_PATH);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
}

function collectFiles(manifest: BuildManifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectFiles(manifest, imported, into);
}

/** What a page needs first besides the entry: its route chunk with the chunks it imports, and API data (public pages). */
export interface RouteAssets {
  /** URL paths of script modules. */
  modules: string[];
  /** API URLs. */
  data: string[];
}

const NO_ASSETS: RouteAssets = { modules: [], data: [] };

/**
 * Builds a function that returns a page's assets: its route chunk and the chunks it imports
 * that index.html does not load already, and the API responses it fetches first. Without a
 * manifest, pages get no modules.
 */
export function createRouteAssets(manifest: BuildManifest | undefined): (pathname: string, search?: URLSearchParams) => RouteAssets {
  const entryFiles = new Set<string>();
  if (manifest) {
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collectFiles(manifest, key, entryFiles);
  }
  const cache = new Map<string, string[]>();
  const modulesOf = (module: string): string[] => {
    let modules = cache.get(module);
    if (!modules) {
      const files = new Set<string>();
      if (manifest) collectFiles(manifest, module, files);
      modules = [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
      cache.set(module, modules);
    }
    return modules;
  };

  // Every page's code, member pages included: the app's lazy imports carry no list of the
  // chunks a page imports (vite.config.ts, decision 0029), so the first load gets them from here.
  return (pathname, search) => {
    const page = matchPage(pathname);
    const data = renderedPage(pathname, search)?.data.map((read) => read.url) ?? [];
    if (!page) return NO_ASSETS;
    // A section's page (the admin's, a member's) is reached through the section's own route table (decisions 0077, 0081).
    const section = pageSection(page.entry.path);
    const modules = modulesOf(pageModule(page.entry));
    return { modules: section ? [...new Set([...modulesOf(sectionTableModule(section)), ...modules])] : modules, data };
  };
}
