import { INPUT_CLASS } from '@web/components/form-fields';

export const TEXTAREA_CLASS =
  'w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-300 focus-visible:border-brand-600';
/** INPUT_CLASS without its read-only greying: a <select> matches :read-only although it can be changed. */
export const SELECT_CLASS = INPUT_CLASS.replace(/\s*read-only:\S+/g, '') + ' pr-8';
export { INPUT_CLASS };
