// Loads the app once the page has painted: see src/server/modules/site/html-document.ts.
((loader) => {
  const [entry, ...imports] = (loader?.dataset.modules ?? '').split(' ').filter(Boolean);
  if (!entry) return;
  const load = () => {
    for (const href of imports) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: entry }));
  };
  requestAnimationFrame(() => setTimeout(load, 0));
})(document.currentScript);
