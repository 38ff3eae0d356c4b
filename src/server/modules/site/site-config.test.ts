import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '../../../shared/brand';
import { renderPage } from '../../../web/entry-server';
import { useTestApp } from '../../testing/test-app';

const SUPPORT_EMAIL = 'help@configured.example.org';
const COMPANY = { legalName: 'Configured Learning Ltd', postalAddress: '7 Quay Street, Bristol BS1 4DJ' };

const app = useTestApp({ renderPage, env: { SUPPORT_EMAIL, COMPANY_LEGAL_NAME: COMPANY.legalName, COMPANY_ADDRESS: COMPANY.postalAddress } });

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
      expect(JSON.parse(config!), url).toEqual({ supportEmail: SUPPORT_EMAIL, ...COMPANY });
    }
  });
});

describe('the company from COMPANY_LEGAL_NAME and COMPANY_ADDRESS', () => {
  it('is named with its address in the terms, the privacy policy and the footer the server renders', async () => {
    for (const url of ['/terms', '/privacy']) {
      const root = rootOf((await get(url)).body).replace(/<!-- -->/g, '');
      expect(root, url).toContain(`${COMPANY.legalName}, ${COMPANY.postalAddress}`);
      expect(root, url).toContain(`${COMPANY.legalName}. All rights reserved.`);
    }
  });
});
