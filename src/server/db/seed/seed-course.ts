import type { CurriculumInput } from '../../../shared/curriculum';
import type { CourseLevel } from '../../../shared/levels';
import type { Plan } from '../../../shared/plans';

export interface SeedCourse {
  slug: string;
  title: string;
  description: string;
  level: CourseLevel;
  duration: string;
  /** A file under public/images/courses/, served by the app. */
  thumbnailUrl: string;
  requiredPlan: Plan;
  published: boolean;
  curriculum: CurriculumInput;
}
