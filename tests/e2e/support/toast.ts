import type { Locator, Page } from 'playwright-core';

/** The toast (sonner) holding `text` in its title or description. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]', { hasText: text });
}
