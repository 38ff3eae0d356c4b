import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '../../../shared/brand';
import { renderPage } from '../../../web/entry-server';
import { createTestApp, type TestApp } from '../../testing/test-app';

const SUPPORT_EMAIL = 'help@configured.example.org';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ renderPage, env: { SUPPORT_EMAIL } });
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.server.inject({ method: 'GET', url });
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<script /.exec(html)?.[1] ?? '';
const siteConfigOf = (html: string) => /<script type="application\/json" id="site-config">([^<]*)<\/script>/.exec(html)?.[1];

describe('the support address from SUPPORT_EMAIL', () => {
  it('is what a server-rendered page shows', async () => {
    const response = await get('/contact');
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain(`href="mailto:${SUPPORT_EMAIL}"`);
    expect(root).not.toContain(DEFAULT_SUPPORT_EMAIL);
  });

  it('reaches the browser with every page, rendered or not, so hydration and member pages show it too', async () => {
    for (const url of ['/contact', '/dashboard', '/no-such-page']) {
      const config = siteConfigOf((await get(url)).body);
      expect(config, url).toBeDefined();
      expect(JSON.parse(config!), url).toEqual({ supportEmail: SUPPORT_EMAIL });
    }
  });
});
