/** What other features use of the community: the discussion under every lesson in the player. */
export { LessonDiscussion } from './lesson-discussion';
