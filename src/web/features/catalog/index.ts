/** What other features use of the catalogue. */
export { LevelBadge } from './level-badge';
