/**
 * A course's address from its title (the course builder's 'New course' form): lowercase
 * letters, digits and single dashes, at most MAX_SLUG_LENGTH characters, the form
 * `courseSlugSchema` accepts. Written without zod so the form can use it as you type.
 */

export const MAX_COURSE_SLUG_LENGTH = 100;

export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_COURSE_SLUG_LENGTH) return slug || word.slice(0, MAX_COURSE_SLUG_LENGTH);
    slug = next;
  }
  return slug;
}

/** Why a slug cannot be used as it is, or null when its form is right (uniqueness is the server's to say). */
export function slugFormProblem(slug: string): string | null {
  if (slug.length === 0) return 'Enter an address for the course.';
  if (slug.length > MAX_COURSE_SLUG_LENGTH) return `A course address is at most ${MAX_COURSE_SLUG_LENGTH} characters.`;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return 'A course address uses lowercase letters, digits and single dashes, without a dash at either end.';
  return null;
}
