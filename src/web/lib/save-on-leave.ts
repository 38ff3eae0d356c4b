/**
 * What a page saves as it goes (a video's position, a tool's work): when it is hidden (switching
 * apps on a phone) or left, the last change goes out in a PUT that outlives the page.
 */

/** A PUT the browser finishes after the page is gone (keepalive); a failure is ignored, nobody is left to tell. */
export function putOnLeave(path: string, body: unknown): void {
  void fetch(path, {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/** Calls `flush` when the page is hidden or left; returns what stops listening. */
export function onPageHide(flush: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', flush);
  };
}
