import { SITE_NAME, TAGLINE } from './brand';

/*
 * What every page needs to set its title, and the home page's own meta: apart from the table of
 * every page (page-manifest.ts), so the home page does not load the whole table before it is
 * interactive (decision 0012).
 */

export interface PageMeta {
  title: string;
  description: string;
  /** Private or personal pages are kept out of search results. */
  noindex?: boolean;
}

export const DEFAULT_DESCRIPTION =
  'Practical, action-based AI courses for small and medium business owners. Learn AI today and apply it in your business tomorrow.';

export const HOME_PAGE_META: PageMeta = { title: `${SITE_NAME}: ${TAGLINE}`, description: DEFAULT_DESCRIPTION };

export function documentTitle(meta: Pick<PageMeta, 'title'>): string {
  return meta.title.startsWith(SITE_NAME) ? meta.title : `${meta.title} | ${SITE_NAME}`;
}
