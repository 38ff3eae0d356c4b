/**
 * The one visual style of lesson figures: the site's colours and type (the `@theme` tokens of
 * src/web/styles.css, which `figure-style.test.ts` holds these to), one stroke width and one
 * corner radius. Sizes are in the figure's own units: a figure is WIDTH units across and is
 * shown at most that many pixels wide, so at 390 px (about 340 px of text column) a label of
 * 20 units still reads at about 12 px.
 */
export const FIGURE_COLORS = {
  'brand-50': '#f0fdfa',
  'brand-100': '#ccfbf1',
  'brand-700': '#0f766e',
  'brand-800': '#115e59',
  'accent-100': '#fef3c7',
  'accent-500': '#f59e0b',
  'accent-800': '#92400e',
  ink: '#0f172a',
  muted: '#475569',
  line: '#e2e8f0',
  surface: '#f8fafc',
} as const;

/** A border that shows on white (slate-400: the site's form borders). */
export const FIGURE_BORDER = '#94a3b8';

export const FIGURE_FONT = "Inter, 'Inter Variable', Arial, 'Liberation Sans', Helvetica, sans-serif";

export const FIGURE_LAYOUT: { width: number; padding: number; stroke: number; radius: number } = {
  width: 560,
  padding: 24,
  stroke: 2,
  radius: 12,
};

/** Font size and line height of each kind of text in a figure. */
export interface FigureTextStyle {
  size: number;
  lineHeight: number;
  bold: boolean;
}

export const FIGURE_TYPE = {
  title: { size: 22, lineHeight: 28, bold: true },
  label: { size: 20, lineHeight: 26, bold: true },
  body: { size: 18, lineHeight: 24, bold: false },
  note: { size: 17, lineHeight: 23, bold: false },
} as const satisfies Record<string, FigureTextStyle>;

const NARROW = new Set("ijlI|!.,:;'’ ");
const SLIM = new Set('ftr()[]-/');
const WIDE = new Set('mwMW%@');

/**
 * About how wide a line of text is, in figure units. No font is loaded to measure it, so this
 * errs wide: Arial's widths per kind of letter, plus 8% for Inter, which runs wider.
 */
export function textWidth(text: string, style: FigureTextStyle): number {
  let ems = 0;
  for (const char of text) {
    if (NARROW.has(char)) ems += 0.28;
    else if (SLIM.has(char)) ems += 0.34;
    else if (WIDE.has(char)) ems += 0.86;
    else if (/[A-Z]/.test(char)) ems += 0.68;
    else if (/[0-9$]/.test(char)) ems += 0.56;
    else ems += 0.56;
  }
  return ems * style.size * (style.bold ? 1.07 : 1) * 1.08;
}

/** Breaks text into lines no wider than `width` (a word longer than that gets a line of its own). */
export function wrapText(text: string, width: number, style: FigureTextStyle): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, style) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
