import { useSiteConfig } from '@web/lib/site-config';

/** The company's legal name (COMPANY_LEGAL_NAME, the site's name when unset). */
export function CompanyLegalName() {
  return <>{useSiteConfig().legalName}</>;
}

/** "Legal name, postal address": who runs the site and where to write to it (COMPANY_ADDRESS left out when unset). */
export function CompanyNameAndAddress() {
  const { legalName, postalAddress } = useSiteConfig();
  return <>{postalAddress ? `${legalName}, ${postalAddress}` : legalName}</>;
}
