import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../paths';
import { figureSpecSchema, type FigureSpec } from './figure-spec';
import { FIGURE_COLORS, FIGURE_LAYOUT, FIGURE_TYPE, textWidth, wrapText } from './figure-style';
import { renderFigure } from './render-figure';

const one: Record<FigureSpec['kind'], unknown> = {
  flow: { kind: 'flow', title: 'Draft, edit, send', steps: [{ label: 'Draft', detail: 'With your facts' }, { label: 'Send' }], loop: 'next week' },
  matrix: {
    kind: 'matrix',
    title: 'Impact and effort',
    x: { label: 'Effort', low: 'Low', high: 'High' },
    y: { label: 'Impact', low: 'Low', high: 'High' },
    quadrants: [{ label: 'Quick wins' }, { label: 'Big bets' }, { label: 'Fill-ins' }, { label: 'Money pits' }],
    highlight: 0,
  },
  funnel: { kind: 'funnel', title: 'Visitors to bookings', stages: [{ label: 'Visitors', value: '2,000' }, { label: 'Bookings', value: '48' }] },
  timeline: { kind: 'timeline', title: 'Thirty days', events: [{ when: 'Week 1', label: 'Five tasks' }, { when: 'Week 4', label: 'Review' }] },
  'before-after': { kind: 'before-after', title: 'A prompt with context', before: { label: 'Before', lines: ['Write a post.'] }, after: { label: 'After', lines: ['Write a 60-word post.'] } },
  bars: { kind: 'bars', title: 'Bookings by source', bars: [{ label: 'Referrals', value: 12, shown: '12', highlight: true }, { label: 'Email', value: 3, shown: '3' }] },
  form: { kind: 'form', title: 'Four parts', fields: [{ label: 'Role', value: 'Front desk' }, { label: 'Task', value: 'Draft a reply' }] },
};

const drawn = (spec: unknown) => renderFigure(figureSpecSchema.parse(spec));

describe('drawing a figure', () => {
  for (const [kind, spec] of Object.entries(one)) {
    it(`draws a ${kind} as plain shapes and text, titled, and the same bytes every time`, () => {
      const svg = drawn(spec);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="560" height="\d+" viewBox="0 0 560 \d+" role="img" aria-labelledby="figure-title"/);
      expect(svg).toContain(`<title id="figure-title">${(spec as { title: string }).title}</title>`);
      const elements = new Set([...svg.matchAll(/<([a-z]+)[\s>/]/g)].map((match) => match[1]));
      expect([...elements].every((element) => ['svg', 'title', 'rect', 'text', 'line', 'polygon', 'circle', 'path'].includes(element!))).toBe(true);
      expect(svg).not.toMatch(/\son[a-z]+=|href|<script|url\(/i);
      expect(drawn(spec)).toBe(svg);
    });
  }

  it('escapes the lesson’s words, so a figure cannot carry markup', () => {
    const svg = drawn({ kind: 'flow', title: 'Q&A <b>', steps: [{ label: '"Quotes" & <script>' }, { label: "It's" }] });
    expect(svg).toContain('<title id="figure-title">Q&amp;A &lt;b&gt;</title>');
    expect(svg).toContain('&quot;Quotes&quot; &amp; &lt;script&gt;');
    expect(svg).toContain('It&apos;s');
    expect(svg).not.toContain('<script>');
  });

  it('wraps a long label into lines that fit the box, and grows the figure to hold them', () => {
    const long = 'Check every figure against the quote, the price list and the job sheet';
    const lines = wrapText(long, 300, FIGURE_TYPE.label);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(long);
    for (const line of lines) expect(textWidth(line, FIGURE_TYPE.label)).toBeLessThanOrEqual(300);
    const height = (svg: string) => Number(/height="(\d+)"/.exec(svg)![1]);
    expect(height(drawn({ kind: 'flow', title: 'Steps', steps: [{ label: long }, { label: 'Send' }] }))).toBeGreaterThan(height(drawn({ kind: 'flow', title: 'Steps', steps: [{ label: 'Check' }, { label: 'Send' }] })));
  });

  it('draws bars in proportion to their values', () => {
    const svg = drawn({ kind: 'bars', title: 'Hours', bars: [{ label: 'By hand', value: 6, shown: '6 h' }, { label: 'Drafted', value: 3, shown: '3 h' }] });
    const widths = [...svg.matchAll(/<rect x="24" y="[\d.]+" width="([\d.]+)" height="26"/g)].map((match) => Number(match[1]));
    expect(widths).toHaveLength(2);
    expect(widths[1]! / widths[0]!).toBeCloseTo(0.5, 2);
  });

  it('refuses a spec that is not a figure the house style draws', () => {
    expect(figureSpecSchema.safeParse({ kind: 'pie', title: 'Slices' }).success).toBe(false);
    expect(figureSpecSchema.safeParse({ kind: 'flow', title: 'One step', steps: [{ label: 'Only' }] }).success).toBe(false);
  });
});

describe('the house style of figures', () => {
  it('uses the site’s own colour tokens, as src/web/styles.css defines them', () => {
    const styles = readFileSync(path.join(projectRoot, 'src/web/styles.css'), 'utf8');
    for (const [token, value] of Object.entries(FIGURE_COLORS)) expect(styles).toContain(`--color-${token}: ${value};`);
  });

  it('keeps labels at least 20 units in a figure at most 560 units across, about 12 px on a 390 px phone', () => {
    expect(FIGURE_LAYOUT.width).toBeLessThanOrEqual(560);
    expect(FIGURE_TYPE.label.size).toBeGreaterThanOrEqual(20);
    expect(Math.min(...Object.values(FIGURE_TYPE).map((style) => style.size))).toBeGreaterThanOrEqual(17);
  });
});
