import { Link } from 'react-router';
import { SITE_NAME } from '@shared/brand';

export function SiteLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-bold tracking-tight" aria-label={`${SITE_NAME} home`}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path d="M9 23 15.2 8h1.6L23 23h-3.2l-1.4-3.6h-4.8L12.2 23H9Zm5.6-6.3h2.8L16 13l-1.4 3.7Z" fill="#fff" />
        <circle cx="24.5" cy="8.5" r="2.5" fill="#fbbf24" />
      </svg>
      <span className={tone === 'light' ? 'text-white' : 'text-ink'}>{SITE_NAME}</span>
    </Link>
  );
}
