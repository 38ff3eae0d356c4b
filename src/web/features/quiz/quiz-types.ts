import type { z } from 'zod';
import type { publicQuizSchema } from '@shared/api/learning';

/** A quiz as the runner receives it: questions and options, never the answers (design §5). */
export type PublicQuiz = z.infer<typeof publicQuizSchema>;
