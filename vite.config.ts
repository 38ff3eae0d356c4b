import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

// React Router's package points every bundler at its development build (dev warnings on); the
// production build beside it is the same code with them off, about 0.5 KB gzip smaller. Only the
// browser build uses it; a change of that file's place in the package fails the build loudly.
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/**
 * `virtual:page-loaders` (src/web/routes.tsx): `[path, () => import(module)]` for each page in
 * src/shared/page-manifest.ts, so each page is its own chunk and the home page's code carries the
 * routes without the manifest's meta (decision 0028). Each page module gets a default export of
 * its component (`export { CourseDetailPage as default }`, added here), so the route table holds
 * no component names: the table is in the code `/` loads, and every byte of it counts against
 * the budget (decision 0090). The pages of a section (the admin's under `/admin`, and the
 * `later` pages: a member's, a payment's, an email link's and not-found) are not in that table: it
 * holds one lazy import of each section's own table (`virtual:section-page-loaders/admin`), whose
 * paths are relative to the section's base, not-found last (decisions 0077, 0081). The manifest is read when the module
 * is built (tsx, as it is TypeScript), and again in the dev server when it changes.
 */
export function pageLoaders(): Plugin {
  const id = 'virtual:page-loaders';
  const sectionPrefix = 'virtual:section-page-loaders/';
  const manifestFile = fileURLToPath(new URL('./src/shared/page-manifest.ts', import.meta.url));
  const projectRoot = fileURLToPath(new URL('.', import.meta.url));
  type Manifest = typeof import('./src/shared/page-manifest');
  type Entry = Manifest['PAGES'][number];
  let manifest: Promise<Manifest> | undefined;
  const readManifest = (): Promise<Manifest> => (manifest ??= tsImport(manifestFile, import.meta.url));
  const loaderList = (entries: readonly { path: string; module: string }[]) =>
    entries.map(({ path, module }) => `  [${JSON.stringify(path)}, () => import(${JSON.stringify(`/${module}`)})],`).join('\n');
  return {
    name: 'page-loaders',
    watchChange(changed) {
      if (changed === manifestFile) manifest = undefined;
    },
    resolveId: (source) => (source === id || source.startsWith(sectionPrefix) ? `\0${source}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}` && !resolved.startsWith(`\0${sectionPrefix}`)) return undefined;
      this.addWatchFile(manifestFile);
      const { PAGES, PAGE_SECTIONS, pageModule, pageSection, sectionTableModule } = await readManifest();
      const loader = (entry: Entry, path: string = entry.path) => ({ path, module: pageModule(entry) });
      if (resolved === `\0${id}`) {
        const pages = PAGES.filter((entry) => !pageSection(entry.path)).map((entry) => loader(entry));
        const sections = PAGE_SECTIONS.map(({ name, base }) => `  [${JSON.stringify(base)}, () => import(${JSON.stringify(sectionTableModule(name))})],`);
        return `export const pageLoaders = [\n${loaderList(pages)}\n];\nexport const sectionLoaders = [\n${sections.join('\n')}\n];\n`;
      }
      const { name, base } = PAGE_SECTIONS.find((section) => `\0${sectionTableModule(section.name)}` === resolved)!;
      const notFound = PAGES.find((entry) => entry.path === '*')!;
      const pages = PAGES.filter((entry) => entry !== notFound && pageSection(entry.path) === name).map((entry) => loader(entry, entry.path.slice(base.length) || '/'));
      return `export const pageLoaders = [\n${loaderList([...pages, loader(notFound)])}\n];\n`;
    },
    async transform(code, moduleId) {
      if (!moduleId.startsWith(projectRoot) || !moduleId.endsWith('.tsx')) return undefined;
      const { PAGES, pageComponent, pageModule } = await readManifest();
      const file = moduleId.slice(projectRoot.length);
      const entry = PAGES.find((page) => pageModule(page) === file);
      // Appended after the last line, so the module's source map stays as it is (map: null).
      return entry ? { code: `${code}\nexport { ${pageComponent(entry)} as default };\n`, map: null } : undefined;
    },
  };
}

/** The `shell` chunk of the groups below, which holds the route table. */
const SHELL_CHUNK = /(^|\/)shell-[\w-]+\.js$/;

export default defineConfig(({ command, isSsrBuild }) => {
  // `npm start` may run the build from inside a test runner that exported NODE_ENV=test, which
  // makes Vite bundle React's development build (twice the size, dev-only warnings). Vite reads
  // NODE_ENV after loading this file, so a build is pinned to production here; an explicit
  // NODE_ENV=development still gives a debuggable build.
  if (command === 'build' && process.env.NODE_ENV !== 'development') process.env.NODE_ENV = 'production';

  // `vite build --ssr src/web/entry-server.tsx`: the renderer the server uses for public pages
  // (src/server/modules/site/page-renderer.ts). Everything is bundled in, so the server needs no
  // front-end packages at run time.
  if (isSsrBuild) {
    return {
      plugins: [react(), pageLoaders()],
      resolve: { alias },
      ssr: { noExternal: true },
      build: { outDir: 'dist/web-ssr', emptyOutDir: true, sourcemap: false, target: 'node20', copyPublicDir: false },
    };
  }

  return {
    plugins: [react(), tailwindcss(), pageLoaders()],
    resolve: { alias: [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), reactRouterProduction] },
    build: {
      outDir: 'dist/web',
      emptyOutDir: true,
      assetsDir: 'assets',
      sourcemap: false,
      // Read by the server (src/server/modules/site/route-assets.ts) to announce each page's
      // route chunk in its HTML, so it downloads alongside the entry instead of after it has run.
      manifest: true,
      target: 'es2022',
      // Every browser that runs es2022 supports modulepreload. The shell's lazy imports (a page
      // from the route table, the signed-in menus) carry no list of the chunks they import: the
      // lists of 24 pages cost `/` about 0.9 KB gzip. A page's first load is announced by the
      // server with its chunk's imports (site/route-assets.ts); a client-side navigation to a
      // page not loaded yet fetches its imports once its chunk has arrived (decision 0029).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostId }) => (SHELL_CHUNK.test(hostId) ? [] : deps),
      },
      // The chunks are cut so that `/` loads as little as it can before it is interactive (budget
      // and figures: bench/bundle.mjs, `npm run bench:bundle -- --modules`; decision 0012). Fewer,
      // larger files compress better than many small ones, so what every page needs is grouped.
      rolldownOptions: {
        output: {
          // The icon groups would otherwise be named after every page that uses them.
          chunkFileNames: (chunk) => (chunk.name.startsWith('icons') ? 'assets/icons-[hash].js' : 'assets/[name]-[hash].js'),
          codeSplitting: {
            groups: [
              // The libraries the entry needs ($initial: reached by its static imports): one
              // long-cached file that changes only with upgrades. Parts only some pages use
              // (e.g. TanStack's mutations) stay with those pages.
              {
                name: 'vendor',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
                tags: ['$initial'],
                priority: 3,
              },
              // The app's own code the entry needs (layout, navbar, footer, session, router table),
              // beside the entry module, which stays alone so index.html keeps one script tag.
              {
                name: 'shell',
                test: (id: string) => !/[\\/]src[\\/]web[\\/]main\.tsx$|index\.html/.test(id),
                tags: ['$initial'],
                priority: 2,
              },
              // Small modules shared by several pages (UI primitives, icon runtime, hooks): one
              // request instead of a dozen sub-kilobyte ones.
              {
                name: 'shared',
                // Sign-out and its error message are the signed-in menus' and the dashboard's, and
                // member reads and the sign-in requirement are members' pages', the CSV writer the tools' and the
                // analytics dashboard's, saving on leaving the player's and the tools', and the plan badge's colours
                // the dashboard's and the learners pages': not every page's. Grouped here, they would
                // ride along with `/`'s shared chunk. The feature grid, which `/` and three other
                // pages show, is: on its own it cost `/` a request and ~0.2 KB more gzip.
                test: /src[\\/]web[\\/](components[\\/]ui[\\/]|lib[\\/](?!use-sign-out\.|error-message\.|analytics\.|member-query\.|require-user\.|csv\.|save-on-leave\.|plan-badge-variant\.)|features[\\/](catalog[\\/]|marketing[\\/]feature-grid\.))/,
                minShareCount: 2,
                priority: 1,
              },
              // lucide-react's runtime, apart from `shared`: the shell and the home page draw their
              // own icons (components/icons.tsx), so `/` does not load it (decision 0029).
              {
                name: 'lucide',
                test: /node_modules[\\/]lucide-react[\\/](?!dist[\\/]esm[\\/]icons[\\/])/,
                minShareCount: 2,
                priority: 1,
              },
              // Icons, grouped by the set of pages that use them (small groups merged), so a page
              // does not download every icon some two other pages share.
              {
                name: 'icons',
                test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
                minShareCount: 2,
                entriesAware: true,
                entriesAwareMergeThreshold: 1000,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://127.0.0.1:3000', '/sitemap.xml': 'http://127.0.0.1:3000', '/robots.txt': 'http://127.0.0.1:3000' },
    },
  };
});
