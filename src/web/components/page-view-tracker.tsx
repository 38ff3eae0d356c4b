import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '@web/lib/analytics';

/** Spec §7 page_view: one for every page shown, the server-rendered first one included (it fires on hydration). */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView();
  }, [pathname]);
  return null;
}
