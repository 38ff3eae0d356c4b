import { curriculumSchema, type Curriculum, type CurriculumInput } from '../../../shared/curriculum';
import type { CourseLevel } from '../../../shared/levels';
import type { Plan } from '../../../shared/plans';

export interface SeedCourse {
  slug: string;
  title: string;
  description: string;
  /** What a learner will be able to do (the course page's list); none when left out. */
  outcomes?: string[];
  level: CourseLevel;
  duration: string;
  /** A file under public/images/courses/, served by the app. */
  thumbnailUrl: string;
  requiredPlan: Plan;
  published: boolean;
  curriculum: CurriculumInput;
}

/** A seed course's columns of the courses table (all but slug, ids and timestamps), its curriculum checked by the schema. */
export function courseColumns(course: SeedCourse) {
  return {
    title: course.title,
    description: course.description,
    outcomes: course.outcomes ?? [],
    level: course.level,
    duration: course.duration,
    thumbnailUrl: course.thumbnailUrl,
    requiredPlan: course.requiredPlan,
    published: course.published,
    curriculum: curriculumSchema.parse(course.curriculum) satisfies Curriculum,
  };
}
