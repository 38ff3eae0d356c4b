import { subjectForContactType } from './contact-types';
import { isCourseLevel } from './levels';
import { isPlan } from './plans';

/** The auth page's `view` that opens the "Forgot password?" form. */
export const FORGOT_PASSWORD_VIEW = 'forgot-password';

/**
 * The values of a page's query parameters that change what it shows (`render.query` in the
 * page manifest). Any other value shows the page as without the parameter (an unknown level is
 * the All tab, an unknown contact type no subject), so the server renders and caches it as that.
 * Apart from the manifest, which every page's shell loads.
 */
const MEANINGFUL_VALUES: Readonly<Record<string, (value: string) => boolean>> = {
  level: isCourseLevel,
  type: (value) => subjectForContactType(value) !== '',
  plan: isPlan,
  view: (value) => value === FORGOT_PASSWORD_VIEW,
};

/** Whether `value` of the query parameter `name` changes the page: an unlisted parameter's values all do. */
export function changesPage(name: string, value: string): boolean {
  const check = MEANINGFUL_VALUES[name];
  return check ? check(value) : true;
}
