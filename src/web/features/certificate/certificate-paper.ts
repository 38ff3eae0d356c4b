/**
 * The paper sizes the certificate's PDF comes in, landscape, in points (1/72 inch): US Letter by
 * default, A4 for learners whose printers hold it (`?paper=a4` on the certificate page).
 */
export const PAPER_SIZES = {
  letter: { label: 'US Letter', width: 792, height: 612 },
  a4: { label: 'A4', width: 842, height: 595 },
} as const;

export type Paper = keyof typeof PAPER_SIZES;

export function isPaper(value: string | null): value is Paper {
  return value !== null && Object.hasOwn(PAPER_SIZES, value);
}

/** The paper a page address asks for (`?paper=a4`), US Letter otherwise. */
export function paperFromSearch(search: string): Paper {
  const paper = new URLSearchParams(search).get('paper');
  return isPaper(paper) ? paper : 'letter';
}
