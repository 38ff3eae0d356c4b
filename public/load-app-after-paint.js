// Loads the app's scripts once a server-rendered page has painted. The server lists the entry
// module and the modules it needs in data-modules (src/server/modules/site/html-document.ts):
// the page is readable without them, so they wait instead of competing with the stylesheet,
// font and images for a slow connection, and then hydrate the page.
((loader) => {
  const [entry, ...imports] = (loader?.dataset.modules ?? '').split(' ').filter(Boolean);
  if (!entry) return;
  const load = () => {
    for (const href of imports) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: entry }));
  };
  // The callback runs just before the next frame; the timeout, just after it has been painted.
  requestAnimationFrame(() => setTimeout(load, 0));
})(document.currentScript);
