import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRouteModule } from '../../../shared/route-modules';
import { escapeHtml } from './html-document';

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

/**
 * Builds a function that returns the `<link>` tags announcing a page's code and data: its
 * route chunk and the chunks it imports that index.html does not load already, and the API
 * responses it fetches first (unless the server rendered the page, which carries its data).
 * Without a manifest, pages get no module preloads.
 */
export function createRoutePreloads(manifest: BuildManifest | undefined): (pathname: string, options?: { data: boolean }) => string[] {
  const entryFiles = new Set<string>();
  if (manifest) {
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collectFiles(manifest, key, entryFiles);
  }
  const cache = new Map<string, string[]>();
  const moduleLinks = (module: string): string[] => {
    let links = cache.get(module);
    if (!links) {
      const files = new Set<string>();
      if (manifest) collectFiles(manifest, module, files);
      links = [...files]
        .filter((file) => !entryFiles.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
      cache.set(module, links);
    }
    return links;
  };

  return (pathname, options = { data: true }) => {
    const route = matchRouteModule(pathname);
    if (!route) return [];
    if (!options.data) return moduleLinks(route.module);
    // crossorigin="anonymous" gives the preload the credentials mode 'same-origin' of the app's
    // fetch() calls (src/web/lib/api-client.ts); without it Chromium would not reuse the response.
    const data = route.data.map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(url)}">`);
    return [...moduleLinks(route.module), ...data];
  };
}
