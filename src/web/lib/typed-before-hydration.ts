import { PAGE_HYDRATED_EVENT } from './page-hydrated';

/**
 * What a visitor did on a server-rendered page before its scripts ran (decision 0110). The
 * browser kept what they typed, chose and checked in the page's fields, and React hydrates
 * without touching it, but its state still holds what the server rendered: the next render of
 * such a field would put that back. So once the page has hydrated, every field that differs from
 * its rendering is announced to React as the change it was, with the focus and the caret left
 * where they are, and so is a disclosure they opened; then the submit the loader held
 * (public/load-app-after-paint.js) is sent, once.
 */

declare global {
  interface Window {
    /** Set by the loader: stops holding submits and gives back the last one held. */
    releaseHeldSubmit?: () => SubmitEvent | undefined;
  }
}

/** Set on `<html>` once the app has taken the page over: from then on the app answers every field and button. */
export const TAKEN_OVER_ATTRIBUTE = 'data-hydrated';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

// Loaded by main.tsx before it hydrates a page: the page is taken over once the layout says it has hydrated.
addEventListener(PAGE_HYDRATED_EVENT, () => void takeOverTypedInput(), { once: true });

/**
 * Reads what differs from the rendering at once, from the commit that hydrated the page, before
 * any later render of it puts its state back into the fields; tells React in a microtask, once
 * that commit is over, so each change renders before the next, and the held submit sees them all.
 */
export function takeOverTypedInput(root: ParentNode = document): Promise<void> {
  const held = window.releaseHeldSubmit?.();
  // Taken once: a second call (React's development double effects) finds nothing held.
  delete window.releaseHeldSubmit;
  const edits = [...root.querySelectorAll<Field>('input, textarea, select')].map(editOf).filter((edit) => edit !== undefined);
  // A disclosure the visitor opened: its toggle handler reads `open` from the element. (One open
  // as rendered gets the same answer; one closed as rendered is left to the page's own effects.)
  const opened = [...root.querySelectorAll('details')].filter((disclosure) => disclosure.open);
  return Promise.resolve().then(() => {
    // Announcing one field renders its form again, which puts every other field of it back to what
    // its state holds; each is then given back what was typed.
    for (const announce of edits) announce();
    for (const disclosure of opened) if (disclosure.open) disclosure.dispatchEvent(new Event('toggle'));
    document.documentElement.setAttribute(TAKEN_OVER_ATTRIBUTE, '');
    const form = held?.target;
    if (!(form instanceof HTMLFormElement) || !form.isConnected) return;
    const submitter = held?.submitter;
    form.requestSubmit(submitter instanceof HTMLElement && (submitter as HTMLButtonElement).form === form ? submitter : null);
  });
}

/**
 * What the visitor changed in a field, as a function that tells React, or undefined when the
 * field is as rendered. React notices a change when a field's value differs from the one it last
 * saw, which it records through the `value` (or `checked`) setter it puts on the element. Setting
 * the rendered value through that setter and the typed one past it, then firing the event React
 * listens to, makes it see the visitor's edit, and the component's own onChange take it.
 */
function editOf(field: Field): (() => void) | undefined {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    if (options.every((option) => option.selected === option.defaultSelected)) return undefined;
    const chosen = options.map((option) => option.selected);
    return () => {
      options.forEach((option, index) => (option.selected = chosen[index]!));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio button left unchecked changed only because another was chosen, which tells React.
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return undefined;
    const checked = field.checked;
    return () => {
      field.checked = !checked;
      // A click turns it back and is the event React reads checkboxes by; it does not move the focus.
      field.click();
    };
  }
  const rendered = field.defaultValue;
  if (field.value === rendered) return undefined;
  const typed = field.value;
  // Email and number fields keep their caret from scripts (selectionStart is null): it ends at the end.
  const { selectionStart, selectionEnd, selectionDirection } = field;
  const focused = document.activeElement === field && selectionStart !== null && selectionEnd !== null;
  return () => {
    // React keeps `defaultValue` at its state's value: changed meanwhile, the state is newer.
    if (field.defaultValue !== rendered) return;
    field.value = rendered;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (focused) field.setSelectionRange(selectionStart, selectionEnd, (selectionDirection ?? undefined) as 'forward' | 'backward' | 'none' | undefined);
  };
}
