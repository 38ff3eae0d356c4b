/**
 * Rules about a curriculum's outline that the web app needs on public pages. Kept apart from
 * curriculum.ts so that those pages do not ship the zod schema.
 */

export interface OutlineLesson {
  id: string;
  title: string;
  duration: string;
  description: string;
}

export interface OutlineModule {
  id: string;
  title: string;
  lessons: OutlineLesson[];
}

/** Shown on the course page when a course has no curriculum yet (spec §2, Course detail). */
export const PLACEHOLDER_MODULES: readonly OutlineModule[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    lessons: [
      { id: 'introduction-to-ai', title: 'Introduction to AI', duration: '15 min', description: '' },
      { id: 'setting-up-your-tools', title: 'Setting Up Your Tools', duration: '20 min', description: '' },
    ],
  },
];

export function countLessons(curriculum: { modules: readonly { lessons: readonly unknown[] }[] }): number {
  return curriculum.modules.reduce((total, module) => total + module.lessons.length, 0);
}

/** The modules to show on a course page: its own, or the placeholder when it has none. */
export function displayedModules<T extends OutlineModule>(modules: readonly T[]): readonly (T | OutlineModule)[] {
  return modules.length > 0 ? modules : PLACEHOLDER_MODULES;
}
