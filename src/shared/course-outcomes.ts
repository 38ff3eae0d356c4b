import { z } from 'zod';
import { singleLineText } from './api/text';

/**
 * What a learner will be able to do after a course: a few short lines the course page lists
 * (course.json `outcomes`, the course builder's form, the `courses.outcomes` column).
 */
export const MAX_COURSE_OUTCOMES = 8;
export const MAX_OUTCOME_LENGTH = 160;

export const courseOutcomesSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'An outcome cannot be empty')
      .max(MAX_OUTCOME_LENGTH, `An outcome is at most ${MAX_OUTCOME_LENGTH} characters`)
      .pipe(singleLineText('An outcome')),
  )
  .max(MAX_COURSE_OUTCOMES, `A course lists at most ${MAX_COURSE_OUTCOMES} outcomes`);
