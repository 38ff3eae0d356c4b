/**
 * Built by vite.config.ts (`pageLoaders`) from src/shared/page-manifest.ts: one entry per page,
 * in the manifest's order, each a literal `import()` of its page module, so the bundler splits
 * every page into its own chunk and the home page's code holds no page meta.
 */
declare module 'virtual:page-loaders' {
  /** `[path, the name of the page's component among the module's exports, its lazy import]` */
  export const pageLoaders: [path: string, component: string, load: () => Promise<Record<string, unknown>>][];
}
