/**
 * What other features use of the lesson player: a lesson's markdown as learners see it (the
 * builder's preview), and how its directives read (the builder's editor reads them the same way).
 */
export { LessonMarkdown } from './lesson-markdown';
export { remarkLessonDirectives } from './remark-lesson-directives';
