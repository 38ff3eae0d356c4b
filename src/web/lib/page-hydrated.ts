/**
 * Dispatched on `window` by the layout once the page itself has hydrated (the page's Suspense
 * boundary hydrates after the shell). Apart from typed-before-hydration.ts, which listens for
 * it, so the shell that sends it does not load that module.
 */
export const PAGE_HYDRATED_EVENT = 'page-hydrated';
