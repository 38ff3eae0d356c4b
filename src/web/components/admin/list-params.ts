/** An admin list's place in the address bar (`?status=draft&page=2`), read back the same way on every list. */

/** A positive whole page number from the address bar, else page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** One of a list's allowed values from the address bar, else undefined (the list's default). */
export function parseChoice<Value extends string>(value: string | null, choices: readonly Value[]): Value | undefined {
  return (choices as readonly (string | null)[]).includes(value) ? (value as Value) : undefined;
}

/** The query string of a list's view, leaving out what is the default (empty, undefined, page 1). */
export function listSearch(view: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
