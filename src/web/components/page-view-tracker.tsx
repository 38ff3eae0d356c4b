import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §7 page_view: one for every page shown, the server-rendered first one included (it fires
 * on hydration). The analytics code is loaded with the first page view, after the page is shown,
 * so `/` does not carry it (decision 0029); the address is read now, before any later navigation.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    const shown = window.location.href;
    import('@web/lib/analytics').then((analytics) => analytics.trackPageView(shown), () => undefined);
  }, [pathname]);
  return null;
}
