/**
 * The content standard's checklist a course meets before it is published (decision 0083): the
 * part of `content-check.ts`'s standard an owner can see to in the course editor. Pure: the
 * server refuses to publish while something is missing unless told "publish anyway", and the
 * editor shows the same list first.
 */

/** The numbers of the content standard both the checklist and the content check use. */
export const LESSON_WORDS = { min: 500, max: 1500 } as const;

/** Words a reader reads in lesson text: Markdown syntax, tool markers, link targets, pictures (their alt text is for those who cannot see them) and footnote sources left out. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/^\[\^([^\]\s]+)\]:/gm, '\u0000')
    .split('\n')
    .filter((line) => !line.startsWith('\u0000') && !/^::tool/.test(line) && !/^\s*\|?\s*:?-{3,}/.test(line))
    .join('\n')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\[\^[^\]]+\]/g, '');
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/** Minutes in a duration such as '12 min', '2 hours', '1 hour 30 min'; null when unreadable. */
export function durationMinutes(duration: string): number | null {
  const match = /^\s*(?:(\d+(?:\.\d+)?)\s*hours?)?\s*(?:(\d+)\s*min)?\s*$/i.exec(duration);
  if (!match || (!match[1] && !match[2])) return null;
  return Math.round(Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0));
}

export interface ChecklistCourse {
  duration: string;
  thumbnailUrl: string | null;
  modules: readonly {
    title: string;
    lessons: readonly { title: string; content: string; duration: string; quiz: unknown }[];
  }[];
}

const named = (title: string, fallback: string) => (title.trim() === '' ? fallback : `"${title.trim()}"`);

/** What the course still misses before it meets the content standard, in words an owner acts on; empty when nothing. */
export function publishChecklist(course: ChecklistCourse): string[] {
  const missing: string[] = [];
  if (!course.thumbnailUrl?.trim()) missing.push('Add a thumbnail: the course card shows it in the catalog.');
  if (durationMinutes(course.duration) === null) missing.push("Give the course a duration in hours or minutes, such as '3 hours'.");
  if (course.modules.length === 0) missing.push('Add a module with its lessons.');
  course.modules.forEach((module, moduleIndex) => {
    const moduleName = `Module ${moduleIndex + 1} ${named(module.title, '')}`.trim();
    const quizzes = module.lessons.filter((lesson) => lesson.quiz).length;
    if (quizzes === 0) missing.push(`${moduleName} has no quiz: add one to a lesson of the module.`);
    module.lessons.forEach((lesson, lessonIndex) => {
      const lessonName = `${moduleName}, lesson ${lessonIndex + 1} ${named(lesson.title, '')}`.trim();
      const words = countWords(lesson.content);
      if (words < LESSON_WORDS.min) missing.push(`${lessonName} has ${words} words; a lesson has at least ${LESSON_WORDS.min}.`);
      if (words > LESSON_WORDS.max) missing.push(`${lessonName} has ${words.toLocaleString('en-US')} words; a lesson has at most ${LESSON_WORDS.max.toLocaleString('en-US')}: split it in two.`);
      if (durationMinutes(lesson.duration) === null) missing.push(`${lessonName} needs a duration in minutes, such as '10 min'.`);
    });
  });
  return missing;
}
