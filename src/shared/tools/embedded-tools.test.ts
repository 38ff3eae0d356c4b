import { describe, expect, it } from 'vitest';
import { embeddedToolIds, lessonEmbedsTool } from './embedded-tools';

describe('embeddedToolIds', () => {
  it('finds each tool a lesson embeds, once, in the order written', () => {
    const lesson = 'Intro.\n\n::tool{id="roi-calculator"}\n\nThen.\n\n::tool{id="prioritization-matrix"}\n\n::tool{id="roi-calculator"}\n';
    expect(embeddedToolIds(lesson)).toEqual(['roi-calculator', 'prioritization-matrix']);
  });

  it("reads the id however the directive syntax lets an author write it", () => {
    expect(embeddedToolIds("::tool{id='workflow-builder'}")).toEqual(['workflow-builder']);
    expect(embeddedToolIds('::tool{id=workflow-builder}')).toEqual(['workflow-builder']);
    expect(embeddedToolIds('::tool{#workflow-builder}')).toEqual(['workflow-builder']);
    expect(embeddedToolIds('   ::tool{ id="workflow-builder" }  ')).toEqual(['workflow-builder']);
    expect(embeddedToolIds('> ::tool{id="workflow-builder"}')).toEqual(['workflow-builder']);
    expect(embeddedToolIds('- ::tool{id="workflow-builder"}')).toEqual(['workflow-builder']);
  });

  it('ignores a tool named in running text, a marker without an id and another directive', () => {
    expect(embeddedToolIds('Write ::tool{id="roi-calculator"} on a line of its own.')).toEqual([]);
    expect(embeddedToolIds('::tool')).toEqual([]);
    expect(embeddedToolIds('::tool{}')).toEqual([]);
    expect(embeddedToolIds('::video{id="roi-calculator"}')).toEqual([]);
    expect(embeddedToolIds('::tool{class="roi-calculator"}')).toEqual([]);
  });

  it('says whether one tool is embedded', () => {
    expect(lessonEmbedsTool('::tool{id="roi-calculator"}', 'roi-calculator')).toBe(true);
    expect(lessonEmbedsTool('::tool{id="roi-calculator"}', 'workflow-builder')).toBe(false);
    expect(lessonEmbedsTool('', 'roi-calculator')).toBe(false);
  });
});
