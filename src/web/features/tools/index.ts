/** What other features use of the tools: a lesson's tool in place, and the lesson it saves under. */
export { LessonTool } from './lesson-tool';
export { LessonToolContext, useLessonToolPlace, type LessonToolPlace } from './tool-context';
