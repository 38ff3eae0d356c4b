import { Link } from 'react-router';
import { TAGLINE } from '@shared/brand';
import { useSiteConfig } from '@web/lib/site-config';
import { Container } from '@web/components/ui/container';
import { SiteLogo } from './site-logo';

const FOOTER_COLUMNS = [
  {
    heading: 'Learn',
    links: [
      { to: '/courses', label: 'All Courses' },
      { to: '/pathways', label: 'Learning Paths' },
      { to: '/certification', label: 'Certification' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/instructor', label: 'Instructor' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { to: '/community', label: 'Community' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="border-t border-line bg-brand-950 text-slate-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <SiteLogo tone="light" />
          <p className="mt-3 max-w-xs text-sm">{TAGLINE} Practical AI courses for small and medium business owners.</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold text-white">{column.heading}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-1 py-6 text-sm sm:flex-row sm:justify-between sm:gap-6">
          <FooterCompany />
        </Container>
      </div>
    </footer>
  );
}

/** The company behind the site, from the server's configuration (COMPANY_LEGAL_NAME, COMPANY_ADDRESS, SUPPORT_EMAIL). */
function FooterCompany() {
  const { legalName, postalAddress, supportEmail } = useSiteConfig();
  return (
    <>
      <p>
        © {new Date().getFullYear()} {legalName}. All rights reserved.
      </p>
      <p>{postalAddress ? `${postalAddress} · ${supportEmail}` : supportEmail}</p>
    </>
  );
}
