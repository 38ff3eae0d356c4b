/** What other features use of the quiz: the panel a quiz lesson shows. */
export { QuizPanel, type QuizPanelProps } from './quiz-panel';
