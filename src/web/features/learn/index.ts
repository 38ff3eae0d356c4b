/** What other features use of the lesson player: a lesson's markdown as learners see it (the builder's preview). */
export { LessonMarkdown } from './lesson-markdown';
