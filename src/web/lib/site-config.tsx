import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@shared/site-config';

const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

/** Given by main.tsx (from the page's JSON block) and by the server renderer (from the server's config). */
export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext value={config}>{children}</SiteConfigContext>;
}

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
