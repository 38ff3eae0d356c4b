import { beforeAll, describe, expect, it } from 'vitest';
import { lessonTextFormat, type LessonTextFormat } from './lesson-text-format';

let format: LessonTextFormat;
beforeAll(async () => {
  format = await lessonTextFormat();
});

const roundTrip = (markdown: string) => format.serialize(format.parse(markdown));

describe('the lesson editor’s Markdown (every published lesson: src/server/content/lesson-text-roundtrip.test.ts)', () => {
  it('reads a tool directive as one tool block and writes it back in the content files’ form', () => {
    const doc = format.parse('Try it:\n\n::tool{id="roi-calculator"}');
    const tools: string[] = [];
    doc.descendants((node) => {
      if (node.type.name === 'lesson_tool') tools.push(String(node.attrs.id));
    });
    expect(tools).toEqual(['roi-calculator']);
    expect(format.serialize(doc)).toBe('Try it:\n\n::tool{id="roi-calculator"}');
  });

  it('keeps a picture written without a title, with its description, and one with a title', () => {
    expect(roundTrip('Before.\n\n![A flow of three steps, one after the other](/media/images/t/steps.svg)\n\nAfter.')).toBe(
      'Before.\n\n![A flow of three steps, one after the other](/media/images/t/steps.svg)\n\nAfter.',
    );
    expect(roundTrip('![A chart](/media/images/t/chart.svg "Sales by month")')).toBe('![A chart](/media/images/t/chart.svg "Sales by month")');
  });

  it('writes a tool block the owner inserts as a directive on its own line', () => {
    const schema = format.parse('').type.schema;
    const doc = schema.node('doc', null, [
      schema.node('heading', { level: 2 }, [schema.text('Your numbers')]),
      schema.node('lesson_tool', { id: 'workflow-builder' }),
    ]);
    expect(format.serialize(doc)).toBe('## Your numbers\n\n::tool{id="workflow-builder"}');
  });

  it('keeps the escapes that stop typed brackets and underscores from becoming links, boxes or emphasis', () => {
    const schema = format.parse('').type.schema;
    const typed = ['[note](not a link)', '[x] done', 'a_b_c and __init__'];
    for (const text of typed) {
      const doc = schema.node('doc', null, [schema.node('paragraph', null, [schema.text(text)])]);
      const written = format.serialize(doc);
      expect(format.parse(written).textContent).toBe(text);
      expect(format.parse(written).firstChild?.childCount).toBe(1);
    }
  });

  it('writes tables unpadded with a three-dash delimiter and keeps empty cells', () => {
    const markdown = '| Task | Hours |\n| --- | ---: |\n| Invoices | |';
    expect(roundTrip(markdown)).toBe(markdown);
  });
});
