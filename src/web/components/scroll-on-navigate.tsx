import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll position of each history entry visited in this tab, by location key. */
const positions = new Map<string, number>();

/**
 * What React Router's data-mode `<ScrollRestoration>` did (decision 0012): a link or
 * navigate() opens the new page at its top, or at its #fragment; back and forward return to
 * where the reader was on that entry. A first load, a reload and a plain `#fragment` link are
 * left to the browser.
 */
export function ScrollOnNavigate() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      // A fragment link (`<a href="#main">`) is a POP too: the browser has already scrolled.
      const saved = hash ? undefined : positions.get(key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = hash ? document.getElementById(fragmentId(hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}

function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
