import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageComponent, pageModule, PAGES } from '@shared/page-manifest';

// The web app's routes are built from the manifest (`virtual:page-loaders`, vite.config.ts):
// a page missing here would be a route whose chunk cannot be built or whose component is absent.
describe('the pages of src/web/pages', () => {
  it('are each one page of the manifest', () => {
    const files = readdirSync(new URL('./pages', import.meta.url)).filter((file) => file.endsWith('.tsx'));
    expect(files.map((file) => `src/web/pages/${file}`).sort()).toEqual(PAGES.map((entry) => pageModule(entry)).sort());
  });

  it.each(PAGES.map((entry) => [entry.page, pageComponent(entry)]))('%s exports its component %s', async (page, component) => {
    const module = (await import(`./pages/${page}.tsx`)) as Record<string, unknown>;
    expect(typeof module[component]).toBe('function');
  });
});
