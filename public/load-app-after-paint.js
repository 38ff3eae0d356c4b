// See src/server/modules/site/html-document.ts.
((loader) => {
  const [entry, ...imports] = (loader?.dataset.modules ?? '').split(' ').filter(Boolean);
  if (!entry) return;
  let held;
  const hold = (e) => e.target.hasAttribute('action') || (e.preventDefault(), e.stopPropagation(), (held = e));
  addEventListener('submit', hold, true);
  self.releaseHeldSubmit = () => (removeEventListener('submit', hold, true), held);
  const load = () => {
    for (const href of imports) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: entry }));
  };
  requestAnimationFrame(() => setTimeout(load, 0));
})(document.currentScript);
