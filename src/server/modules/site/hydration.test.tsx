// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APP_STATE_ELEMENT_ID } from '../../../shared/server-render';
import { DEFAULT_SITE_CONFIG } from '../../../shared/site-config';
import { createLearner, SAME_ORIGIN } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { BrowserApp } from '../../../web/browser-app';
import { renderPage } from '../../../web/entry-server';
import { myCoursesQueryKey } from '../../../web/features/enrollment/use-my-courses';
import { createQueryClient } from '../../../web/lib/query-client';
import { fetchSession, sessionAsRenderedIn, sessionQueryKey, setSessionAsRendered } from '../../../web/lib/use-session';
import { loadPage } from '../../../web/routes';

/*
 * The browser's first render of a server-rendered page must match the server's markup, whoever
 * looks at it and whichever rendering the server's page cache holds. The page hydrates inside a
 * Suspense boundary, after the navbar has mounted and asked who is signed in: the race this
 * provokes every time is the worst case, those answers already in the browser's cache when the
 * page hydrates.
 */

const SLUG = 'ai-101-for-business-owners';
const PATH = `/courses/${SLUG}`;

type Persona = 'visitor' | 'learner' | 'enrolled learner';
const PERSONAS: Persona[] = ['visitor', 'learner', 'enrolled learner'];

let app: TestApp;
const cookies: Record<Persona, string | undefined> = { visitor: undefined, learner: undefined, 'enrolled learner': undefined };

beforeAll(async () => {
  app = await createTestApp({ seed: true, renderPage });
  cookies.learner = (await createLearner(app)).cookie;
  cookies['enrolled learner'] = (await createLearner(app)).cookie;
  const enrolment = await app.server.inject({ method: 'POST', url: `/api/courses/${SLUG}/enrollment`, headers: { ...SAME_ORIGIN, cookie: cookies['enrolled learner']! } });
  expect(enrolment.statusCode).toBe(201);
});
afterAll(async () => {
  await app?.close();
});

// React's act() warns unless told this environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function getPage(persona: Persona): Promise<string> {
  const cookie = cookies[persona];
  const response = await app.server.inject({ method: 'GET', url: PATH, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The browser's fetch, answered by the app in-process with the persona's cookie. */
function fetchAs(persona: Persona): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const cookie = cookies[persona];
    const response = await app.server.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: new URL(url, 'http://localhost').pathname,
      headers: { ...(cookie ? { cookie } : {}), accept: 'application/json' },
    });
    return new Response(response.statusCode === 204 ? null : response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') } });
  };
}

/** Hydrates the server's HTML as main.tsx does, with the persona's answers already fetched; returns React's hydration errors. */
async function hydrateAs(persona: Persona, html: string): Promise<unknown[]> {
  const markup = /<div id="root">([\s\S]*?)<script type="application\/json" id="app-state">/.exec(html)?.[1];
  const state = new RegExp(`<script type="application/json" id="${APP_STATE_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  expect(markup, 'the page is rendered on the server').toBeTruthy();
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  window.history.replaceState(null, '', PATH);
  globalThis.fetch = fetchAs(persona);

  const queryClient = createQueryClient();
  hydrate(queryClient, JSON.parse(state!.replace(/\\u003c/g, '<')));
  setSessionAsRendered(sessionAsRenderedIn(queryClient));
  const session = await queryClient.fetchQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 0 });
  if (session.user) {
    const courses = await fetchAs(persona)('/api/me/courses').then((response) => response.json());
    queryClient.setQueryData(myCoursesQueryKey(session.user.id), courses);
  }
  await loadPage(PATH);

  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, <BrowserApp queryClient={queryClient} siteConfig={DEFAULT_SITE_CONFIG} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return errors;
}

const button = (name: string) => [...document.querySelectorAll('a, button')].find((element) => element.textContent?.trim() === name);

describe('hydrating the course page', () => {
  for (const persona of PERSONAS) {
    it(`matches the server's markup for the ${persona}, after the others warmed the page cache`, async () => {
      for (const other of PERSONAS.filter((p) => p !== persona)) await getPage(other);
      const errors = await hydrateAs(persona, await getPage(persona));
      expect(errors).toEqual([]);
      // Then the page shows what this person may do.
      if (persona === 'enrolled learner') {
        expect(button('Continue Learning')).toBeDefined();
        expect(button('Enroll Now')).toBeUndefined();
      } else {
        expect(button('Enroll Now')).toBeDefined();
        expect(button('Continue Learning')).toBeUndefined();
      }
    });
  }
});
