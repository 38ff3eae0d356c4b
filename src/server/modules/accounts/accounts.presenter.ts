import type { Profile } from '../../../shared/api/accounts';

/** The profile page's fields: the email (not editable, spec §5) and the two names. */
export function presentProfile(user: Profile): { profile: Profile } {
  return { profile: { email: user.email, firstName: user.firstName, lastName: user.lastName } };
}
