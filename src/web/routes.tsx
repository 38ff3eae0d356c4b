import { use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { pageLoaders } from 'virtual:page-loaders';
import { AppLayout } from './components/app-layout';

export interface PageRoute {
  path: string;
  /** Renders the page, suspending until its code has loaded (the layout shows a skeleton meanwhile). */
  Component: ComponentType;
  /** Loads the page's code; once it has, the page renders without suspending. */
  load: () => Promise<void>;
}

/**
 * Each page is its own chunk: a visitor downloads only the code of the pages they open. The
 * server (entry-server.tsx) and the browser before hydrating (main.tsx) load the page first,
 * so both render it at once and the markup matches.
 */
function page(importModule: () => Promise<{ default: ComponentType }>): Pick<PageRoute, 'Component' | 'load'> {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  // A failed load stays failed: the error screen offers a reload.
  const load = () =>
    (loading ??= importModule().then((module) => {
      Loaded = module.default;
    }));
  function Page() {
    if (!Loaded) use(load());
    return Loaded ? <Loaded /> : null;
  }
  return { Component: Page, load };
}

/** Every page of src/shared/page-manifest.ts, in its order. */
export const pageRoutes: PageRoute[] = pageLoaders.map(([path, load]) => ({ path, ...page(load) }));

/** For `useRoutes` (React Router's declarative mode: decision 0012). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: pageRoutes.map(({ path, Component }) => ({ path, Component })),
  },
];

/** Loads the code of the page at `pathname`, so that it renders without suspending. */
export async function loadPage(pathname: string): Promise<void> {
  await matchRoutes(pageRoutes, pathname)?.[0]?.route.load();
}
