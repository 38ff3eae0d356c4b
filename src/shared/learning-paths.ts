import type { CourseLevel } from './levels';

/** The guided learning paths of /pathways: fixed content, each an ordered list of courses. */

export interface LearningPathCourse {
  slug: string;
  title: string;
}

export interface LearningPath {
  id: string;
  title: string;
  level: CourseLevel;
  /** Total study time of the path, as shown to visitors (spec §9). */
  duration: string;
  description: string;
  courses: LearningPathCourse[];
}

export const LEARNING_PATHS: LearningPath[] = [
  {
    id: 'ai-foundations',
    title: 'AI Foundations',
    level: 'Beginner',
    duration: '6-8 hours',
    description:
      'Go from "where do I even start?" to using AI every day: understand what it can do for a small business, write prompts that get usable answers first time, and put it to work on your marketing.',
    courses: [
      { slug: 'ai-101-for-business-owners', title: 'AI 101 for Business Owners' },
      { slug: 'prompt-engineering-mastery', title: 'Prompt Engineering Mastery' },
      { slug: 'ai-marketing-essentials', title: 'AI Marketing Essentials' },
    ],
  },
  {
    id: 'automation-and-growth',
    title: 'Automation & Growth',
    level: 'Intermediate',
    duration: '10-12 hours',
    description:
      'Win back hours every week and turn them into revenue: automate routine work, answer customers faster, decide with your own numbers and follow up on every lead.',
    courses: [
      { slug: 'automate-your-business', title: 'Automate Your Business with AI' },
      { slug: 'ai-customer-service-playbook', title: 'AI Customer Service Playbook' },
      { slug: 'data-driven-decisions-with-ai', title: 'Data-Driven Decisions with AI' },
      { slug: 'ai-sales-accelerator', title: 'AI Sales Accelerator' },
    ],
  },
  {
    id: 'ai-leadership',
    title: 'AI Leadership',
    level: 'Advanced',
    duration: '12-15 hours',
    description:
      'Lead AI across the whole company: build a 12-month strategy, bring your team with you, prove the return on every project and set the guardrails that keep customers and staff safe.',
    courses: [
      { slug: 'ai-strategy-blueprint', title: 'AI Strategy Blueprint for SMBs' },
      { slug: 'leading-ai-transformation', title: 'Leading AI Transformation' },
      { slug: 'measuring-ai-roi', title: 'Measuring AI ROI' },
      { slug: 'responsible-ai-governance', title: 'Responsible AI and Governance' },
    ],
  },
];

export interface PathCourseAvailability extends LearningPathCourse {
  /** True when the course is in the published catalogue, so it has a page to open. */
  available: boolean;
}

export interface PathAvailability {
  courses: PathCourseAvailability[];
  /** Where 'Start This Path' leads: the first course of the path, in path order, that is available. */
  firstAvailable: LearningPathCourse | undefined;
}

/** Which courses of a path can be opened, given the slugs of the published catalogue. */
export function pathAvailability(path: Pick<LearningPath, 'courses'>, publishedSlugs: Iterable<string>): PathAvailability {
  const published = new Set(publishedSlugs);
  const courses = path.courses.map((course) => ({ ...course, available: published.has(course.slug) }));
  const first = courses.find((course) => course.available);
  return { courses, firstAvailable: first && { slug: first.slug, title: first.title } };
}

/**
 * The course to suggest after the ones a learner has: in the path of their latest course, the
 * next published course they are not enrolled in; failing that, the first such course of any
 * path, in path order. Undefined when the paths hold nothing more for them.
 */
export function suggestNextCourse(
  paths: Pick<LearningPath, 'courses'>[],
  publishedSlugs: Iterable<string>,
  enrolledSlugs: readonly string[],
): LearningPathCourse | undefined {
  const published = new Set(publishedSlugs);
  const enrolled = new Set(enrolledSlugs);
  const open = (course: LearningPathCourse) => published.has(course.slug) && !enrolled.has(course.slug);
  const latest = enrolledSlugs[enrolledSlugs.length - 1];
  const current = paths.find((path) => path.courses.some((course) => course.slug === latest));
  if (current) {
    const after = current.courses.slice(current.courses.findIndex((course) => course.slug === latest) + 1).find(open);
    if (after) return after;
  }
  for (const path of paths) {
    const next = path.courses.find(open);
    if (next) return next;
  }
  return undefined;
}
