/**
 * Built by vite.config.ts (`pageLoaders`) from src/shared/page-manifest.ts: one entry per page,
 * in the manifest's order, each a literal `import()` of its page module, so the bundler splits
 * every page into its own chunk and the home page's code holds no page meta.
 */
declare module 'virtual:page-loaders' {
  /** `[path, its lazy import]`; the build gives each page module a default export of its component. */
  export const pageLoaders: [path: string, load: () => Promise<{ default: import('react').ComponentType }>][];
}
