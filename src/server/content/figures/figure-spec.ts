import { z } from 'zod';

/**
 * A lesson figure as data (content/courses/<slug>/figures/<name>.json): what it shows, in the
 * lesson's own words and numbers. `renderFigure` draws every kind in the one house style.
 */

const text = (max: number) => z.string().trim().min(1).max(max);

const titled = {
  /** Drawn at the top of the figure. */
  title: text(90),
  /** A line under the figure: where its numbers come from, or how to read it. */
  note: text(200).optional(),
};

const flowSpec = z.strictObject({
  kind: z.literal('flow'),
  ...titled,
  steps: z.array(z.strictObject({ label: text(80), detail: text(140).optional() })).min(2).max(8),
  /** When the last step leads back to the first: what the arrow back says. */
  loop: text(60).optional(),
});

const quadrant = z.strictObject({ label: text(40), detail: text(120).optional() });
const axis = z.strictObject({ label: text(40), low: text(20), high: text(20) });

const matrixSpec = z.strictObject({
  kind: z.literal('matrix'),
  ...titled,
  x: axis,
  y: axis,
  /** Top left, top right, bottom left, bottom right: y high above, x high to the right. */
  quadrants: z.tuple([quadrant, quadrant, quadrant, quadrant]),
  /** The quadrant (0–3) to draw as the one to aim for. */
  highlight: z.number().int().min(0).max(3).optional(),
});

const funnelSpec = z.strictObject({
  kind: z.literal('funnel'),
  ...titled,
  stages: z.array(z.strictObject({ label: text(40), value: text(40).optional() })).min(2).max(7),
});

const timelineSpec = z.strictObject({
  kind: z.literal('timeline'),
  ...titled,
  events: z.array(z.strictObject({ when: text(16), label: text(60), detail: text(140).optional() })).min(2).max(8),
});

const draft = z.strictObject({ label: text(60), lines: z.array(text(240)).min(1).max(6) });

const beforeAfterSpec = z.strictObject({
  kind: z.literal('before-after'),
  ...titled,
  before: draft,
  after: draft,
});

const barsSpec = z.strictObject({
  kind: z.literal('bars'),
  ...titled,
  /** Bars in the order drawn; `shown` is the value as the lesson writes it ("$1,250", "42%"). */
  bars: z.array(z.strictObject({ label: text(60), value: z.number().min(0), shown: text(24), highlight: z.boolean().optional() })).min(2).max(8),
});

const formSpec = z.strictObject({
  kind: z.literal('form'),
  ...titled,
  fields: z.array(z.strictObject({ label: text(40), value: text(240) })).min(2).max(8),
});

export const figureSpecSchema = z.discriminatedUnion('kind', [flowSpec, matrixSpec, funnelSpec, timelineSpec, beforeAfterSpec, barsSpec, formSpec]);

export type FigureSpec = z.infer<typeof figureSpecSchema>;
export type FigureKind = FigureSpec['kind'];
