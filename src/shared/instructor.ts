/**
 * The instructor the course pages, certificates and the instructor page name. Apart from
 * brand.ts, which the shell of every page loads: `/` does not carry it (decision 0029).
 */
export const INSTRUCTOR = {
  name: 'Daniel Hart',
  role: 'Founder & Lead Instructor',
} as const;
