import { Clock, Container, Ctx, type MilkdownPlugin } from '@milkdown/kit/ctx';
import { config, editorViewCtx, init, parser, parserCtx, remarkStringifyOptionsCtx, schema, serializer, serializerCtx } from '@milkdown/kit/core';
import {
  schema as commonmarkSchema,
  remarkAddOrderInListPlugin,
  remarkHtmlTransformer,
  remarkInlineLinkPlugin,
  remarkLineBreak,
  remarkMarker,
} from '@milkdown/kit/preset/commonmark';
import { schema as gfmSchema, remarkGFMPlugin } from '@milkdown/kit/preset/gfm';
import type { Node as ProseNode } from '@milkdown/kit/prose/model';
import { $nodeSchema, $remark } from '@milkdown/kit/utils';
import type { Image, Root as MdastRoot, Table, TableCell, TableRow } from 'mdast';
import remarkDirective from 'remark-directive';
import type { Options as StringifyOptions } from 'remark-stringify';
import type { Processor } from 'unified';
import { visit } from 'unist-util-visit';
import { TOOL_INFO, type ToolId } from '@shared/tools/tool-catalog';
import { remarkLessonDirectives } from '@web/features/learn';

/**
 * How the lesson editor reads and writes lesson text: Markdown → editor document → Markdown,
 * through Milkdown's own schema, parser and serializer, so the editor and this module cannot
 * disagree. The serializer is set to the content files' style (`-` bullets, `*` emphasis, tables
 * without padding, footnote definitions on consecutive lines), so a lesson opened and saved
 * without changes keeps its text byte for byte (decision 0082, tested over every published
 * lesson). It needs no browser: `lessonTextFormat()` builds it in Node too.
 */

/** `::tool{id="roi-calculator"}`: a block the owner picks from the tool menu and sees labeled. */
export const lessonToolSchema = $nodeSchema('lesson_tool', () => ({
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  attrs: { id: { default: '' } },
  parseDOM: [{ tag: 'div[data-lesson-tool]', getAttrs: (dom) => ({ id: (dom as HTMLElement).dataset.lessonTool ?? '' }) }],
  toDOM: (node) => {
    const id = String(node.attrs.id);
    return [
      'div',
      { 'data-lesson-tool': id, class: 'lesson-tool-block', contenteditable: 'false' },
      ['span', { class: 'lesson-tool-block-kind' }, 'Interactive tool'],
      ['span', { class: 'lesson-tool-block-name' }, toolName(id)],
    ];
  },
  parseMarkdown: {
    match: (node) => node.type === 'leafDirective' && node.name === 'tool',
    runner: (state, node, type) => {
      const attributes = (node.attributes ?? {}) as Record<string, string | null | undefined>;
      state.addNode(type, { id: attributes.id ?? '' });
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'lesson_tool',
    runner: (state, node) => {
      // Written out as the content files have it; the directive serializer would shorten it to `{#id}`.
      state.addNode('html', undefined, `::tool{id="${String(node.attrs.id).replaceAll('"', '&quot;')}"}`);
    },
  },
}));

export function toolName(id: string): string {
  return Object.hasOwn(TOOL_INFO, id) ? TOOL_INFO[id as ToolId].name : `Unknown tool "${id}"`;
}

/**
 * The directive syntax, read as the player reads it. A colon inside a line is never a directive
 * in lesson text (`remarkLessonDirectives` puts ":30" back as typed), so the serializer is told
 * not to escape one ("7:30", "uri=OJ:L"); a line starting with colons still is.
 */
function remarkLessonDirectiveSyntax(this: Processor) {
  remarkDirective.call(this);
  const extensions = (this.data('toMarkdownExtensions') ?? []) as { unsafe?: { character: string; atBreak?: boolean }[] }[];
  const directive = extensions.at(-1);
  if (directive?.unsafe) directive.unsafe = directive.unsafe.filter((pattern) => pattern.character !== ':' || pattern.atBreak === true);
}
const remarkDirectivePlugin = $remark('remarkDirective', () => remarkLessonDirectiveSyntax);
/** A colon typed before a word ("10:30") stays the text the author typed, as the player shows it. */
const lessonDirectivesPlugin = $remark('lessonDirectives', () => remarkLessonDirectives);

/**
 * A picture written without a title (`![what it shows](/media/images/…)`, as the toolbar inserts
 * them and the content's figures are) reads with an empty title: Milkdown's image node wants a
 * string there and drops the picture when Markdown gives none.
 */
function remarkUntitledImages() {
  return (tree: MdastRoot) => {
    visit(tree, 'image', (node: Image) => {
      node.title ??= '';
    });
  };
}
const untitledImagesPlugin = $remark('untitledImages', () => remarkUntitledImages);

/** Footnote definitions follow one another line by line, as the content files write them. */
const joinFootnotes = (left: { type: string }, right: { type: string }) =>
  left.type === 'footnoteDefinition' && right.type === 'footnoteDefinition' ? 0 : undefined;

type Handle = NonNullable<NonNullable<StringifyOptions['handlers']>['text']>;

const DELIMITERS: Record<string, string> = { left: ':---', right: '---:', center: ':---:' };

/** Tables as the content files write them: `| a | b |` rows and a `| --- | --- |` delimiter, no padding. */
const table: Handle = (node: Table, _parent, state, info) => {
  const exitTable = state.enter('table');
  const rows = node.children.map((row: TableRow) =>
    row.children.map((cell: TableCell) => {
      const exitCell = state.enter('tableCell');
      const exitPhrasing = state.enter('phrasing');
      const text = state.containerPhrasing(cell, { ...info, before: '|', after: '|' });
      exitPhrasing();
      exitCell();
      return text;
    }),
  );
  exitTable();
  const columns = Math.max(...rows.map((cells) => cells.length));
  const delimiter = Array.from({ length: columns }, (_, column) => DELIMITERS[node.align?.[column] ?? ''] ?? '---');
  const line = (cells: string[]) => `|${cells.map((cell) => (cell === '' ? ' ' : ` ${cell} `)).join('|')}|`;
  return [line(rows[0] ?? []), line(delimiter), ...rows.slice(1).map(line)].join('\n');
};

/**
 * Brackets, ampersands and blanks in running text stay as written ("[customer name]", "Q&A",
 * "______"), where the serializer would escape them: a bracket keeps its escape only where,
 * unescaped, it could start a link, a footnote or a task box; an ampersand only before what
 * reads as an entity; underscores only where they could mean emphasis.
 */
function unescapeText(text: Handle): Handle {
  return (node, parent, state, info) => {
    const written: string = text(node, parent, state, info);
    const last = parent === undefined || parent.children.at(-1) === node;
    return written
      .replace(/\\&(?![#A-Za-z0-9]+;)/g, '&')
      .replace(/(?<=^|\s)(?:\\_){2,}(?=\s|$)/g, (run) => run.replaceAll('\\', ''))
      .replace(/\\\[(?=([^\]\\]*)\]([^([:]|$))/g, (escaped, inside: string, next: string, offset: number) => {
      const boxLike = /^[ xX]$/.test(inside) && offset === 0;
      const footnoteLike = inside.startsWith('^');
      const atEnd = next === '' && !last;
      return boxLike || footnoteLike || atEnd ? escaped : '[';
    });
  };
}

/** The content files' Markdown style (the serializer's defaults differ on bullets and tables). */
export function configureLessonText(ctx: Ctx): void {
  ctx.update(remarkStringifyOptionsCtx, (options) => ({
    ...options,
    bullet: '-' as const,
    emphasis: '*' as const,
    strong: '*' as const,
    rule: '-' as const,
    fences: true,
    join: [...(options.join ?? []), joinFootnotes],
    handlers: { ...options.handlers, table, ...(options.handlers?.text ? { text: unescapeText(options.handlers.text) } : {}) },
  }));
}

/** Every plugin that shapes the document and its Markdown; the editor adds only view plugins. */
export const lessonTextPlugins: MilkdownPlugin[] = [
  commonmarkSchema,
  gfmSchema,
  remarkAddOrderInListPlugin,
  remarkInlineLinkPlugin,
  remarkLineBreak,
  remarkHtmlTransformer,
  remarkMarker,
  remarkGFMPlugin,
  remarkDirectivePlugin,
  lessonDirectivesPlugin,
  untitledImagesPlugin,
  lessonToolSchema,
].flat();

/** Lesson text as stored: the serializer ends with a newline, the content files' bodies do not. */
export function storedLessonText(markdown: string): string {
  return markdown.replace(/\n+$/, '');
}

export interface LessonTextFormat {
  parse: (markdown: string) => ProseNode;
  serialize: (doc: ProseNode) => string;
}

/**
 * Milkdown's timers signal through the global event target a browser has; Node has none, so
 * a private one stands in before the pipeline starts.
 */
function ensureEventTarget(): void {
  if (typeof globalThis.dispatchEvent === 'function') return;
  const target = new EventTarget();
  Object.assign(globalThis, {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  });
}

/** The editor's parser and serializer without an editor view (no DOM needed). */
export async function lessonTextFormat(): Promise<LessonTextFormat> {
  ensureEventTarget();
  const container = new Container();
  const clock = new Clock();
  // The paragraph serializer asks the view for the document's last node; with no view it has none.
  const headless: MilkdownPlugin = (ctx) => {
    ctx.inject(editorViewCtx, {} as never);
    return () => undefined;
  };
  const plugins = [headless, init({} as never), config(configureLessonText), schema, parser, serializer, ...lessonTextPlugins];
  const handlers = plugins.map((plugin) => plugin(new Ctx(container, clock)));
  await Promise.all(handlers.map((handler) => handler()));
  const ctx = new Ctx(container, clock);
  const parse = ctx.get(parserCtx);
  const serialize = ctx.get(serializerCtx);
  return { parse: (markdown) => parse(markdown), serialize: (doc) => storedLessonText(serialize(doc)) };
}
