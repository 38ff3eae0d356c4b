import { use, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { pageLoaders, sectionLoaders } from 'virtual:page-loaders';
import { AppLayout } from './components/app-layout';

export interface PageRoute {
  path: string;
  /** Renders the page, suspending until its code has loaded (the layout shows a skeleton meanwhile). */
  Component: ComponentType;
  /** Loads the code of the page at `pathname`; once it has, the page renders without suspending. */
  load: (pathname: string) => Promise<void>;
}

type PageLoader = (typeof pageLoaders)[number];

/**
 * Each page is its own chunk: a visitor downloads only the code of the pages they open. The
 * server (entry-server.tsx) and the browser before hydrating (main.tsx) load the page first,
 * so both render it at once and the markup matches.
 */
function page(importModule: PageLoader[1]): Pick<PageRoute, 'Component' | 'load'> {
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

const toPageRoutes = (loaders: PageLoader[]): PageRoute[] => loaders.map(([path, load]) => ({ path, ...page(load) }));
const toRouteObjects = (pages: PageRoute[]): RouteObject[] => pages.map(({ path, Component }) => ({ path, Component }));
const loadMatching = async (pages: PageRoute[], pathname: string) => matchRoutes(pages, pathname)?.[0]?.route.load(pathname);

/**
 * A section's pages behind one route, `base/*`: its table is a chunk of its own, loaded with the
 * first of its pages, and its paths are relative to `base` (decisions 0077, 0081). The `later`
 * section's base is '': its route, `/*`, takes every address no more specific route does.
 */
function section([base, importTable]: (typeof sectionLoaders)[number]): PageRoute {
  let pages: PageRoute[] | undefined;
  let routeObjects: RouteObject[] = [];
  let loading: Promise<void> | undefined;
  const loadTable = () =>
    (loading ??= importTable().then((module) => {
      pages = toPageRoutes(module.pageLoaders);
      routeObjects = toRouteObjects(pages);
    }));
  function Section() {
    if (!pages) use(loadTable());
    return useRoutes(routeObjects);
  }
  const load = async (pathname: string) => {
    await loadTable();
    await loadMatching(pages!, pathname.slice(base.length) || '/');
  };
  return { path: `${base}/*`, Component: Section, load };
}

/** Every page of src/shared/page-manifest.ts, in its order, the sections before the page for every other address. */
export const pageRoutes: PageRoute[] = [...sectionLoaders.map(section), ...toPageRoutes(pageLoaders)];

/** For `useRoutes` (React Router's declarative mode: decision 0012). */
export const routes: RouteObject[] = [{ element: <AppLayout />, children: toRouteObjects(pageRoutes) }];

/** Loads the code of the page at `pathname`, so that it renders without suspending. */
export async function loadPage(pathname: string): Promise<void> {
  await loadMatching(pageRoutes, pathname);
}
