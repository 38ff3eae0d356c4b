/** Partnership links open the contact form with a subject already filled in (spec §2 Contact). */

export const CONTACT_TYPES = {
  technology: 'Technology Partnership Inquiry',
  affiliate: 'Affiliate Partnership Inquiry',
  corporate: 'Corporate Training Inquiry',
  general: 'Partnership Inquiry',
} as const;

export type ContactType = keyof typeof CONTACT_TYPES;

/** The subject a `?type=` link prefills, or '' for no or an unknown type. */
export function subjectForContactType(type: string | null | undefined): string {
  return type && Object.hasOwn(CONTACT_TYPES, type) ? CONTACT_TYPES[type as ContactType] : '';
}
