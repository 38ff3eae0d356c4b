import { DEFAULT_SUPPORT_EMAIL } from './brand';

/**
 * What the web app shows of this installation's configuration. Public and the same for every
 * visitor: the server writes it into every page (a JSON block with this id), and passes it to
 * its own renderer, so server and browser render the same text.
 */
export interface SiteConfig {
  /** SUPPORT_EMAIL */
  supportEmail: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = { supportEmail: DEFAULT_SUPPORT_EMAIL };

export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** The block's text; a missing or malformed block (the Vite dev server sends none) gives the defaults. */
export function parseSiteConfig(text: string | null | undefined): SiteConfig {
  try {
    const value: unknown = JSON.parse(text ?? '');
    if (typeof value === 'object' && value !== null && 'supportEmail' in value && typeof value.supportEmail === 'string') {
      return { supportEmail: value.supportEmail };
    }
  } catch {
    // falls through to the defaults
  }
  return DEFAULT_SITE_CONFIG;
}
