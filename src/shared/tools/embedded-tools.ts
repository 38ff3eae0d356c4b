/**
 * Which tools a lesson's Markdown embeds (`::tool{id="roi-calculator"}`, tools.md): the server
 * takes a learner's work only for these (issue 25). A marker counts as the lesson player's
 * directive reading counts it: on a line of its own (in a quote or list item too), with the id
 * written `id="…"`, `id='…'`, `id=…` or `#…`. It errs on the side of the learner: a marker
 * an author shows inside a code block counts as well, since refusing work for a tool on the
 * page would be worse than keeping work for one that is only named.
 */
const MARKER_LINE = /^[\s>*+\-\d.)]*::tool\{([^}]*)\}\s*$/gm;
const ID_ATTRIBUTE = /(?:^|\s)(?:#([^\s"'#.{}=]+)|id=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`{}]+)))/g;

export function embeddedToolIds(markdown: string): string[] {
  const ids = new Set<string>();
  for (const [, attributes = ''] of markdown.matchAll(MARKER_LINE)) {
    let id: string | undefined;
    for (const match of attributes.matchAll(ID_ATTRIBUTE)) id = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (id) ids.add(id);
  }
  return [...ids];
}

/** Whether the lesson's text embeds the tool. */
export function lessonEmbedsTool(markdown: string, toolId: string): boolean {
  return embeddedToolIds(markdown).includes(toolId);
}
