import type { FigureSpec } from './figure-spec';
import { FIGURE_BORDER, FIGURE_COLORS as C, FIGURE_FONT, FIGURE_LAYOUT, FIGURE_TYPE as T, wrapText, type FigureTextStyle } from './figure-style';

const { width: W, padding: PAD, stroke: STROKE, radius: RADIUS } = FIGURE_LAYOUT;
const INNER = W - 2 * PAD;

/** A drawn part of a figure: its SVG and how far down the page it reaches. */
interface Drawn {
  svg: string;
  bottom: number;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const n = (value: number) => String(Math.round(value * 10) / 10);

interface TextOptions {
  style: FigureTextStyle;
  color?: string;
  anchor?: 'start' | 'middle' | 'end';
}

/** Lines of text whose first line's top is at `top`. */
function lines(texts: string[], x: number, top: number, { style, color = C.ink, anchor = 'start' }: TextOptions): Drawn {
  const baseline = top + style.size * 0.8;
  const svg = texts
    .map(
      (line, index) =>
        `<text x="${n(x)}" y="${n(baseline + index * style.lineHeight)}" font-size="${style.size}"${style.bold ? ' font-weight="700"' : ''} fill="${color}"${anchor === 'start' ? '' : ` text-anchor="${anchor}"`}>${escapeXml(line)}</text>`,
    )
    .join('');
  return { svg, bottom: top + texts.length * style.lineHeight };
}

function paragraph(text: string, x: number, top: number, width: number, options: TextOptions): Drawn {
  return lines(wrapText(text, width, options.style), x, top, options);
}

function box(x: number, y: number, width: number, height: number, fill: string, stroke: string, strokeWidth = STROKE): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${RADIUS}" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}"/>`;
}

/** An arrow pointing down from y1 to y2 at x. */
function arrowDown(x: number, y1: number, y2: number): string {
  return `<line x1="${n(x)}" y1="${n(y1)}" x2="${n(x)}" y2="${n(y2 - 8)}" stroke="${C['brand-700']}" stroke-width="${STROKE}"/><polygon points="${n(x - 7)},${n(y2 - 10)} ${n(x + 7)},${n(y2 - 10)} ${n(x)},${n(y2)}" fill="${C['brand-700']}"/>`;
}

function flow(spec: Extract<FigureSpec, { kind: 'flow' }>, top: number): Drawn {
  const boxWidth = spec.loop ? INNER - 36 : INNER;
  const textX = PAD + 60;
  const textWidth = boxWidth - 60 - 16;
  let y = top;
  let svg = '';
  const middles: number[] = [];
  spec.steps.forEach((step, index) => {
    if (index > 0) {
      svg += arrowDown(PAD + 30, y, y + 26);
      y += 26;
    }
    const label = paragraph(step.label, textX, y + 14, textWidth, { style: T.label });
    const detail = step.detail ? paragraph(step.detail, textX, label.bottom + 2, textWidth, { style: T.body, color: C.muted }) : null;
    const height = (detail?.bottom ?? label.bottom) + 14 - y;
    svg += box(PAD, y, boxWidth, height, C['brand-50'], C['brand-700']);
    svg += `<circle cx="${PAD + 30}" cy="${n(y + 14 + T.label.lineHeight / 2)}" r="16" fill="${C['brand-700']}"/>`;
    svg += lines([String(index + 1)], PAD + 30, y + 14 + (T.label.lineHeight - T.body.size) / 2 - 1, { style: { ...T.body, bold: true }, color: '#ffffff', anchor: 'middle' }).svg;
    svg += label.svg + (detail?.svg ?? '');
    middles.push(y + height / 2);
    y += height;
  });
  if (spec.loop) {
    const right = PAD + boxWidth;
    const edge = W - PAD - 6;
    const first = middles[0]!;
    const last = middles[middles.length - 1]!;
    svg += `<path d="M ${right} ${n(last)} H ${edge} V ${n(first)} H ${right + 10}" fill="none" stroke="${C['accent-800']}" stroke-width="${STROKE}" stroke-dasharray="6 4"/>`;
    svg += `<polygon points="${right + 12},${n(first - 7)} ${right + 12},${n(first + 7)} ${right + 2},${n(first)}" fill="${C['accent-800']}"/>`;
    const loop = paragraph(`Back to step 1: ${spec.loop}`, PAD, y + 12, INNER, { style: T.body, color: C['accent-800'] });
    svg += loop.svg;
    y = loop.bottom;
  }
  return { svg, bottom: y };
}

function matrix(spec: Extract<FigureSpec, { kind: 'matrix' }>, top: number): Drawn {
  const axisBand = 34;
  const gridLeft = PAD + axisBand;
  const cellWidth = (INNER - axisBand) / 2;
  const textWidth = cellWidth - 28;
  const cellText = (index: number, y: number) => {
    const quadrant = spec.quadrants[index]!;
    const x = gridLeft + (index % 2) * cellWidth + 14;
    const chosen = spec.highlight === index;
    const label = paragraph(quadrant.label, x, y + 14, textWidth, { style: T.label, color: chosen ? C['brand-800'] : C.ink });
    const detail = quadrant.detail ? paragraph(quadrant.detail, x, label.bottom + 2, textWidth, { style: T.note, color: C.muted }) : null;
    return { svg: label.svg + (detail?.svg ?? ''), height: (detail?.bottom ?? label.bottom) + 14 - y };
  };
  let svg = '';
  let y = top;
  for (const row of [0, 1]) {
    const drafts = [cellText(row * 2, y), cellText(row * 2 + 1, y)];
    const height = Math.max(120, ...drafts.map((draft) => draft.height));
    for (const column of [0, 1]) {
      const index = row * 2 + column;
      const chosen = spec.highlight === index;
      svg += box(gridLeft + column * cellWidth + 3, y + 3, cellWidth - 6, height - 6, chosen ? C['brand-100'] : C.surface, chosen ? C['brand-700'] : FIGURE_BORDER, chosen ? 3 : STROKE);
      svg += drafts[column]!.svg;
    }
    y += height;
  }
  const gridMiddleY = (top + y) / 2;
  const yAxis = `${spec.y.low} ← ${spec.y.label} → ${spec.y.high}`;
  svg += `<text x="0" y="0" font-size="${T.note.size}" font-weight="700" fill="${C.muted}" text-anchor="middle" transform="translate(${PAD + 18} ${n(gridMiddleY)}) rotate(-90)">${escapeXml(yAxis)}</text>`;
  const xAxis = lines([`${spec.x.low} ← ${spec.x.label} → ${spec.x.high}`], gridLeft + (INNER - axisBand) / 2, y + 8, { style: { ...T.note, bold: true }, color: C.muted, anchor: 'middle' });
  return { svg: svg + xAxis.svg, bottom: xAxis.bottom };
}

function funnel(spec: Extract<FigureSpec, { kind: 'funnel' }>, top: number): Drawn {
  const count = spec.stages.length;
  const widthAt = (index: number) => INNER - (INNER * 0.5 * index) / Math.max(1, count - 1);
  const centre = W / 2;
  let y = top;
  let svg = '';
  spec.stages.forEach((stage, index) => {
    const upper = widthAt(index);
    const lower = index === count - 1 ? upper * 0.86 : widthAt(index + 1);
    const textWidth = lower - 40;
    const label = paragraph(stage.label, centre, y + 12, textWidth, { style: T.label, anchor: 'middle' });
    const value = stage.value ? paragraph(stage.value, centre, label.bottom, textWidth, { style: T.body, color: C['brand-800'], anchor: 'middle' }) : null;
    const height = (value?.bottom ?? label.bottom) + 12 - y;
    const fill = index % 2 === 0 ? C['brand-100'] : C['brand-50'];
    svg += `<polygon points="${n(centre - upper / 2)},${n(y)} ${n(centre + upper / 2)},${n(y)} ${n(centre + lower / 2)},${n(y + height)} ${n(centre - lower / 2)},${n(y + height)}" fill="${fill}" stroke="${C['brand-700']}" stroke-width="${STROKE}" stroke-linejoin="round"/>`;
    svg += label.svg + (value?.svg ?? '');
    y += height + 6;
  });
  return { svg, bottom: y - 6 };
}

function timeline(spec: Extract<FigureSpec, { kind: 'timeline' }>, top: number): Drawn {
  const lineX = PAD + 124;
  const textX = lineX + 22;
  const textWidth = W - PAD - textX;
  let y = top;
  let svg = '';
  const dots: string[] = [];
  spec.events.forEach((event, index) => {
    if (index > 0) y += 18;
    const when = paragraph(event.when, lineX - 18, y, 100, { style: { ...T.body, bold: true }, color: C['brand-800'], anchor: 'end' });
    const label = paragraph(event.label, textX, y - 1, textWidth, { style: T.label });
    const detail = event.detail ? paragraph(event.detail, textX, label.bottom + 2, textWidth, { style: T.body, color: C.muted }) : null;
    dots.push(`<circle cx="${lineX}" cy="${n(y + 11)}" r="8" fill="${C['brand-700']}" stroke="#ffffff" stroke-width="3"/>`);
    svg += when.svg + label.svg + (detail?.svg ?? '');
    y = Math.max(when.bottom, detail?.bottom ?? label.bottom);
  });
  const rail = `<line x1="${lineX}" y1="${top + 11}" x2="${lineX}" y2="${n(y - 8)}" stroke="${C['brand-700']}" stroke-width="${STROKE + 1}"/>`;
  return { svg: rail + dots.join('') + svg, bottom: y };
}

function beforeAfter(spec: Extract<FigureSpec, { kind: 'before-after' }>, top: number): Drawn {
  const panel = (draft: { label: string; lines: string[] }, y: number, after: boolean): Drawn => {
    const label = paragraph(draft.label, PAD + 18, y + 14, INNER - 36, { style: { ...T.body, bold: true }, color: after ? C['brand-800'] : C.muted });
    let bottom = label.bottom + 4;
    let svg = label.svg;
    for (const line of draft.lines) {
      const drawn = paragraph(line, PAD + 18, bottom + 6, INNER - 36, { style: T.body });
      svg += drawn.svg;
      bottom = drawn.bottom;
    }
    bottom += 16;
    return { svg: box(PAD, y, INNER, bottom - y, after ? C['brand-50'] : C.surface, after ? C['brand-700'] : FIGURE_BORDER) + svg, bottom };
  };
  const before = panel(spec.before, top, false);
  const arrow = arrowDown(W / 2, before.bottom + 4, before.bottom + 34);
  const after = panel(spec.after, before.bottom + 38, true);
  return { svg: before.svg + arrow + after.svg, bottom: after.bottom };
}

function bars(spec: Extract<FigureSpec, { kind: 'bars' }>, top: number): Drawn {
  const longest = Math.max(...spec.bars.map((bar) => bar.value)) || 1;
  const track = INNER - 110;
  let y = top;
  let svg = '';
  spec.bars.forEach((bar, index) => {
    if (index > 0) y += 14;
    const label = paragraph(bar.label, PAD, y, INNER, { style: { ...T.body, bold: bar.highlight === true } });
    const length = Math.max(4, (bar.value / longest) * track);
    svg += label.svg;
    svg += `<rect x="${PAD}" y="${n(label.bottom + 4)}" width="${n(length)}" height="26" rx="4" fill="${bar.highlight ? C['accent-500'] : C['brand-700']}"/>`;
    svg += lines([bar.shown], PAD + length + 10, label.bottom + 4 + (26 - T.body.size) / 2 - 1, { style: { ...T.body, bold: true } }).svg;
    y = label.bottom + 30;
  });
  return { svg, bottom: y };
}

function form(spec: Extract<FigureSpec, { kind: 'form' }>, top: number): Drawn {
  let y = top;
  let svg = '';
  spec.fields.forEach((field, index) => {
    if (index > 0) y += 12;
    const label = paragraph(field.label, PAD, y, INNER, { style: { ...T.note, bold: true }, color: C.muted });
    const value = paragraph(field.value, PAD + 14, label.bottom + 14, INNER - 28, { style: T.body });
    svg += label.svg + box(PAD, label.bottom + 4, INNER, value.bottom + 10 - (label.bottom + 4), '#ffffff', FIGURE_BORDER) + value.svg;
    y = value.bottom + 10;
  });
  return { svg, bottom: y };
}

function body(spec: FigureSpec, top: number): Drawn {
  switch (spec.kind) {
    case 'flow':
      return flow(spec, top);
    case 'matrix':
      return matrix(spec, top);
    case 'funnel':
      return funnel(spec, top);
    case 'timeline':
      return timeline(spec, top);
    case 'before-after':
      return beforeAfter(spec, top);
    case 'bars':
      return bars(spec, top);
    case 'form':
      return form(spec, top);
  }
}

/**
 * A figure drawn as SVG text in the house style. The output is plain shapes and text, nothing
 * that runs or loads (no scripts, links, images or fonts), and the same spec always gives the
 * same bytes, so the committed file can be checked against its spec.
 */
export function renderFigure(spec: FigureSpec): string {
  const title = paragraph(spec.title, PAD, PAD, INNER, { style: T.title });
  const drawn = body(spec, title.bottom + 18);
  const note = spec.note ? paragraph(spec.note, PAD, drawn.bottom + 16, INNER, { style: T.note, color: C.muted }) : null;
  const height = Math.ceil((note?.bottom ?? drawn.bottom) + PAD);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}" role="img" aria-labelledby="figure-title" font-family="${FIGURE_FONT}">` +
    `<title id="figure-title">${escapeXml(spec.title)}</title>` +
    `<rect width="${W}" height="${height}" fill="#ffffff"/>` +
    title.svg +
    drawn.svg +
    (note?.svg ?? '') +
    '</svg>\n'
  );
}
