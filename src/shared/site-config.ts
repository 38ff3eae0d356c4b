import { DEFAULT_SUPPORT_EMAIL, SITE_NAME } from './brand';

/**
 * What the web app shows of this installation's configuration. Public and the same for every
 * visitor: the server writes it into every page (a JSON block with this id), and passes it to
 * its own renderer, so server and browser render the same text.
 */
export interface SiteConfig {
  /** SUPPORT_EMAIL */
  supportEmail: string;
  /** COMPANY_LEGAL_NAME: who the terms are with, on the footer's copyright line and in every email. */
  legalName: string;
  /** COMPANY_ADDRESS: the postal address beside the legal name; null when not configured. */
  postalAddress: string | null;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = { supportEmail: DEFAULT_SUPPORT_EMAIL, legalName: SITE_NAME, postalAddress: null };

export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/**
 * The block's text; a missing or malformed block (the Vite dev server sends none) gives the
 * defaults, and each field that is not a string keeps its default. Kept small: it runs on `/`.
 */
export function parseSiteConfig(text: string | null | undefined): SiteConfig {
  const config = { ...DEFAULT_SITE_CONFIG };
  try {
    const value: unknown = JSON.parse(text ?? '');
    if (typeof value === 'object' && value !== null) {
      for (const [key, field] of Object.entries(value)) if (key in config && typeof field === 'string') Object.assign(config, { [key]: field });
    }
  } catch {
    // falls through to the defaults
  }
  return config;
}
