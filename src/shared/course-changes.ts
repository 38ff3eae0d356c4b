/**
 * What changed between two versions of a course, in words an admin reads: the course builder
 * names it when a save made from a stale copy is refused. No zod here.
 */

interface LessonLike {
  id: string;
  title: string;
}

interface ModuleLike {
  id: string;
  title: string;
  lessons: readonly LessonLike[];
}

export interface CourseVersionContent {
  title: string;
  description: string;
  level: string;
  duration: string;
  thumbnailUrl: string | null;
  requiredPlan: string;
  published: boolean;
  curriculum: { modules: readonly ModuleLike[] };
}

const FIELD_NAMES: [keyof Omit<CourseVersionContent, 'curriculum' | 'published'>, string][] = [
  ['title', 'the title'],
  ['description', 'the description'],
  ['level', 'the level'],
  ['duration', 'the duration'],
  ['thumbnailUrl', 'the thumbnail'],
  ['requiredPlan', 'the required plan'],
];

function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

/** The ids both lists hold, in their order in `list`. */
function sharedOrder(list: readonly { id: string }[], other: Map<string, unknown>): string[] {
  return list.filter((item) => other.has(item.id)).map((item) => item.id);
}

function sameOrder(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Each change from `before` to `after` as a short phrase, course fields first, then modules, then lessons. */
export function describeCourseChanges(before: CourseVersionContent, after: CourseVersionContent): string[] {
  const changes: string[] = [];
  for (const [field, name] of FIELD_NAMES) {
    if ((before[field] ?? '') !== (after[field] ?? '')) changes.push(`changed ${name}`);
  }
  if (before.published !== after.published) changes.push(after.published ? 'published the course' : 'turned the course back to a draft');

  const modulesBefore = byId(before.curriculum.modules);
  const modulesAfter = byId(after.curriculum.modules);
  for (const module of after.curriculum.modules) {
    const old = modulesBefore.get(module.id);
    if (!old) changes.push(`added module "${module.title}"`);
    else if (old.title !== module.title) changes.push(`renamed module "${old.title}" to "${module.title}"`);
  }
  for (const module of before.curriculum.modules) if (!modulesAfter.has(module.id)) changes.push(`deleted module "${module.title}"`);
  if (!sameOrder(sharedOrder(before.curriculum.modules, modulesAfter), sharedOrder(after.curriculum.modules, modulesBefore))) {
    changes.push('reordered the modules');
  }

  const lessonsBefore = before.curriculum.modules.flatMap((module) => module.lessons.map((lesson) => ({ ...lesson, moduleId: module.id })));
  const lessonsAfter = after.curriculum.modules.flatMap((module) => module.lessons.map((lesson) => ({ ...lesson, moduleId: module.id })));
  const oldLessons = byId(lessonsBefore);
  const newLessons = byId(lessonsAfter);
  for (const lesson of lessonsAfter) {
    const old = oldLessons.get(lesson.id);
    if (!old) {
      changes.push(`added lesson "${lesson.title}"`);
      continue;
    }
    const { moduleId: _oldModule, ...oldContent } = old;
    const { moduleId: _newModule, ...newContent } = lesson;
    if (old.title !== lesson.title) changes.push(`renamed lesson "${old.title}" to "${lesson.title}"`);
    else if (JSON.stringify(oldContent) !== JSON.stringify(newContent)) changes.push(`edited lesson "${lesson.title}"`);
  }
  for (const lesson of lessonsBefore) if (!newLessons.has(lesson.id)) changes.push(`deleted lesson "${lesson.title}"`);
  const placement = (lessons: typeof lessonsAfter, other: Map<string, unknown>) =>
    lessons.filter((lesson) => other.has(lesson.id)).map((lesson) => `${lesson.moduleId}/${lesson.id}`);
  if (!sameOrder(placement(lessonsBefore, newLessons), placement(lessonsAfter, oldLessons))) changes.push('reordered the lessons');
  return changes;
}

/** A list of phrases as one clause: "a, b and c", the rest counted past `max`. */
export function joinChanges(changes: readonly string[], max = 4): string {
  if (changes.length === 0) return 'saved it again without changes';
  const shown = changes.slice(0, max);
  const more = changes.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more ${more === 1 ? 'change' : 'changes'}`;
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
