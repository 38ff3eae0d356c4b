/**
 * Built by vite.config.ts (`pageLoaders`) from src/shared/page-manifest.ts: one entry per page,
 * in the manifest's order, each a literal `import()` of its page module, so the bundler splits
 * every page into its own chunk and the home page's code holds no page meta.
 */
declare module 'virtual:page-loaders' {
  type PageLoader = [path: string, load: () => Promise<{ default: import('react').ComponentType }>];
  /** `[path, its lazy import]` for every page outside a section; the build gives each page module a default export of its component. */
  export const pageLoaders: PageLoader[];
  /** `[section base, the lazy import of the section's own table]` (`PAGE_SECTIONS`), whose paths are relative to the base ('' for the `later` section), '*' last. */
  export const sectionLoaders: [base: string, load: () => Promise<{ pageLoaders: PageLoader[] }>][];
}
