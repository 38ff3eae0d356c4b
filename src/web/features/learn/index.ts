/**
 * What other features use of the lesson player: a lesson's markdown as learners see it (the
 * builder's preview; community posts, without tools), and how its directives read (the builder's editor reads them the same way).
 */
export { CommunityMarkdown, LessonMarkdown } from './lesson-markdown';
export { remarkLessonDirectives } from './remark-lesson-directives';
