import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { APP_STATE_ELEMENT_ID } from '@shared/server-render';
import { parseSiteConfig, SITE_CONFIG_ELEMENT_ID } from '@shared/site-config';
import { BrowserApp } from './browser-app';
import { listenToHistoryBeforeRouter } from './lib/history-guard';
import { createQueryClient } from './lib/query-client';
import { sessionAsRenderedIn, setSessionAsRendered } from './lib/use-session';
import { loadPage } from './routes';
import './styles.css';

listenToHistoryBeforeRouter();
const container = document.getElementById('root')!;
const queryClient = createQueryClient();
// Present when the server rendered this page (src/web/entry-server.tsx).
const serverState = document.getElementById(APP_STATE_ELEMENT_ID);

const canHydrate = serverState ? await prepareHydration(serverState) : false;

const siteConfig = parseSiteConfig(document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent);

// Read before anything is fetched: the dehydrated cache holds what the server rendered with.
setSessionAsRendered(sessionAsRenderedIn(queryClient));
const app = <BrowserApp queryClient={queryClient} siteConfig={siteConfig} />;

// Without the server's markup, or when its data or the page's code could not be loaded, React
// renders from nothing (replacing any markup); the error screen shows if the code is still missing.
if (canHydrate) hydrateRoot(container, app);
else await renderFromNothing();

/**
 * A page the server did not render gets its code first too: otherwise the layout shows its
 * skeleton, and React reveals the page only after its Suspense fallback's minimum time (a timer,
 * which a page with paused timers never reaches).
 */
async function renderFromNothing(): Promise<void> {
  // A chunk that cannot be loaded suspends the page again below; the error screen then says so.
  await loadPage(window.location.pathname).catch(() => undefined);
  createRoot(container).render(app);
}

async function prepareHydration(stateElement: HTMLElement): Promise<boolean> {
  try {
    hydrate(queryClient, JSON.parse(stateElement.textContent ?? '{}'));
    // The page's own code must be in place first, or the layout would show its loading
    // skeleton where the server rendered the page, and the markup would not match. Beside it, what
    // hands the app what the visitor typed before it hydrated (decision 0110).
    await Promise.all([loadPage(window.location.pathname), import('./lib/typed-before-hydration')]);
    return true;
  } catch {
    return false;
  }
}
