import type { Paragraph, Root, Text } from 'mdast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';

/** The hast property that marks where a tool goes: `<div data-lesson-tool="roi-calculator">`. */
export const LESSON_TOOL_PROPERTY = 'dataLessonTool';

/**
 * Lesson text marks an interactive tool with `::tool{id="roi-calculator"}` (design §5). That
 * becomes an empty element the markdown renderer swaps for the tool. Any other directive
 * syntax is an accident of ordinary writing (a colon before a word, say) and is put back as
 * the text the author typed, so nothing silently disappears.
 */
export function remarkLessonDirectives() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    visit(tree, (node, index, parent) => {
      if (node.type !== 'textDirective' && node.type !== 'leafDirective' && node.type !== 'containerDirective') return undefined;
      if (node.type === 'leafDirective' && node.name === 'tool') {
        node.data = { hName: 'div', hProperties: { [LESSON_TOOL_PROPERTY]: node.attributes?.id ?? '' }, hChildren: [] };
        return SKIP;
      }
      if (node.type === 'containerDirective') {
        node.data = { hName: 'div' };
        return undefined;
      }
      if (parent === undefined || index === undefined) return undefined;
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      const original = start !== undefined && end !== undefined ? source.slice(start, end) : `${node.type === 'leafDirective' ? '::' : ':'}${node.name}`;
      const text: Text = { type: 'text', value: original };
      const replacement: Text | Paragraph = node.type === 'leafDirective' ? { type: 'paragraph', children: [text] } : text;
      (parent.children as (Text | Paragraph)[]).splice(index, 1, replacement);
      return [SKIP, index + 1];
    });
  };
}
