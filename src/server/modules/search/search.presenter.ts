import type { SearchResult, SnippetPart } from '../../../shared/api/search';
import { MATCH_END, MATCH_START, type SearchRow } from './search.data';

export function presentSearchResult(row: SearchRow, canOpen: boolean): SearchResult {
  const isCourse = row.lessonId === '';
  return {
    kind: isCourse ? 'course' : 'lesson',
    courseSlug: row.courseSlug,
    courseTitle: row.courseTitle,
    requiredPlan: row.requiredPlan,
    lessonId: isCourse ? null : row.lessonId,
    title: row.title,
    snippet: row.headline === null ? null : snippetParts(row.headline),
    canOpen: !isCourse && canOpen,
  };
}

/** ts_headline's marked text as runs of plain and found words, white space folded to single spaces. */
export function snippetParts(headline: string): SnippetPart[] | null {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(new RegExp(`[${MATCH_START}${MATCH_END}]`)).entries()) {
    const text = piece.replace(/\s+/g, ' ');
    if (text === '' || (text === ' ' && parts.length === 0)) continue;
    parts.push({ text: parts.length === 0 ? text.trimStart() : text, match: index % 2 === 1 });
  }
  const last = parts.at(-1);
  if (last && !last.match) last.text = last.text.trimEnd();
  return parts.some((part) => part.text !== '') ? parts : null;
}
