/** What other features use of the quiz: the panel a quiz lesson shows, and its way of asking a question. */
export { QuizPanel, type QuizPanelProps } from './quiz-panel';
export { ChoiceFieldset } from './choice-fieldset';
