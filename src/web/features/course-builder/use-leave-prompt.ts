import { useEffect } from 'react';
import { guardHistoryMoves } from '../../lib/history-guard';

export const LEAVE_WITH_UNSAVED_CHANGES = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Asks before unsaved changes are lost: on closing or reloading the tab (the browser's own
 * prompt), on following a link inside the app, and on the browser's Back and Forward within the
 * app. The router here runs in declarative mode, which has no navigation blocker, so links are
 * caught as they are clicked and history moves as their `popstate` arrives (see below).
 */
export function useLeavePrompt(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
      if (!window.confirm(LEAVE_WITH_UNSAVED_CHANGES)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const stopHistoryMoves = interceptHistoryMoves(() => window.confirm(LEAVE_WITH_UNSAVED_CHANGES));
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
      stopHistoryMoves();
    };
  }, [dirty]);
}

/**
 * When Back or Forward moves within the app, the address has already changed by the time
 * `popstate` fires. The guard runs before the router's listener (lib/history-guard.ts): if the
 * person stays, it keeps the event from the router and moves history back by the same number of
 * steps, read from the entry index React Router keeps in `history.state.idx`, and swallows the
 * `popstate` of that return trip too.
 */
function interceptHistoryMoves(mayLeave: () => boolean): () => void {
  const here = historyIndex();
  let returning = false;
  const onPopState = (event: PopStateEvent) => {
    if (returning) {
      returning = false;
      event.stopImmediatePropagation();
      return;
    }
    if (mayLeave()) return;
    event.stopImmediatePropagation();
    const there = historyIndex();
    returning = true;
    window.history.go(here !== undefined && there !== undefined ? here - there : 1);
  };
  guardHistoryMoves(onPopState);
  return () => guardHistoryMoves(undefined);
}

function historyIndex(): number | undefined {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return undefined;
  return typeof state.idx === 'number' ? state.idx : undefined;
}
