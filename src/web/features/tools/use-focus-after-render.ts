import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * Moves the focus to an element (by id) once React has rendered the change that made or moved
 * it: in the same commit, so within the click or key press that asked for it. Deferring it to
 * the next frame (requestAnimationFrame) let it land after the person, or a browser test, had
 * already moved the focus on, pulling it back and sending the next key press to the wrong control.
 */
export function useFocusAfterRender(): (elementId: string) => void {
  // A new object each time, so asking twice for the same element focuses it twice.
  const [request, setRequest] = useState<{ elementId: string } | null>(null);
  useLayoutEffect(() => {
    if (request) document.getElementById(request.elementId)?.focus();
  }, [request]);
  return useCallback((elementId: string) => setRequest({ elementId }), []);
}
