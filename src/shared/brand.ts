/**
 * Names and constants of the business that appear across the site and in emails. Every page's
 * shell loads this module: what only some pages show lives apart (instructor.ts, the legal
 * pages' date in features/legal), so `/` stays within its budget (decision 0029).
 */
export const SITE_NAME = 'AI Action Academy';
export const TAGLINE = 'Learn AI. Apply it tomorrow.';
export const DEFAULT_SUPPORT_EMAIL = 'support@aiaction.academy';
