import { useSiteConfig } from '@web/lib/site-config';

/** The configured support address (SUPPORT_EMAIL) as a mailto link. */
export function SupportEmailLink({ className }: { className?: string }) {
  const { supportEmail } = useSiteConfig();
  return (
    <a href={`mailto:${supportEmail}`} className={className}>
      {supportEmail}
    </a>
  );
}
