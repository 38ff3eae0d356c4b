type HistoryMoveGuard = (event: PopStateEvent) => void;

let guard: HistoryMoveGuard | undefined;

/**
 * Listens to Back and Forward before the router does (main.tsx calls this before the router
 * mounts), so that a page with unsaved work can keep the router from ever seeing a move the
 * person declines: once the router has seen it, the page is already gone (use-leave-prompt.ts).
 */
export function listenToHistoryBeforeRouter(): void {
  window.addEventListener('popstate', (event) => guard?.(event));
}

/** The one page-level guard of history moves, or undefined to remove it. */
export function guardHistoryMoves(next: HistoryMoveGuard | undefined): void {
  guard = next;
}
