/** Names and constants of the business that appear across the site and in emails. */
export const SITE_NAME = 'AI Action Academy';
export const TAGLINE = 'Learn AI. Apply it tomorrow.';
export const INSTRUCTOR = {
  name: 'Daniel Hart',
  role: 'Founder & Lead Instructor',
} as const;
export const DEFAULT_SUPPORT_EMAIL = 'support@aiaction.academy';
export const LEGAL_LAST_UPDATED = 'October 27, 2025';
