/** "What can AI take off your plate?" (tools.md): sort everyday tasks into three piles. */
export const TASK_SORTS = ['automate', 'assist', 'human'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

export const TASK_SORT_LABELS: Record<TaskSort, string> = {
  automate: 'Automate with AI',
  assist: 'AI assists a person',
  human: 'Keep it human',
};

export interface SortableTask {
  id: string;
  task: string;
  recommended: TaskSort;
  reason: string;
}

export const SORTABLE_TASKS: readonly SortableTask[] = [
  { id: 'meeting-notes', task: 'Summarising meeting notes into action points', recommended: 'automate', reason: 'Transcription and summaries are routine; skim the result before sending.' },
  { id: 'invoice-data', task: 'Copying invoice details into your accounts', recommended: 'automate', reason: 'Reading fields from documents is repetitive and easy to check by totals.' },
  { id: 'appointment-reminders', task: 'Sending appointment reminders', recommended: 'automate', reason: 'Same message, known time, no judgement needed.' },
  { id: 'inbox-sorting', task: 'Sorting the shared inbox by topic', recommended: 'automate', reason: 'Classifying messages is a strength of AI; a person handles the exceptions.' },
  { id: 'social-drafts', task: 'Drafting social media posts', recommended: 'assist', reason: 'AI writes a quick first draft; you keep the brand voice and the facts right.' },
  { id: 'quote-writing', task: 'Writing a quote for a new customer', recommended: 'assist', reason: 'AI assembles the document; prices and promises are yours to decide.' },
  { id: 'job-ads', task: 'Writing a job advert', recommended: 'assist', reason: 'AI drafts it fast; you check it is fair, accurate and sounds like you.' },
  { id: 'review-replies', task: 'Replying to online reviews', recommended: 'assist', reason: 'A drafted reply saves time; a person makes sure it is sincere.' },
  { id: 'sales-forecast', task: 'Spotting trends in monthly sales figures', recommended: 'assist', reason: 'AI finds patterns quickly; you know the context behind the numbers.' },
  { id: 'upset-customer', task: 'Calling a customer who is upset', recommended: 'human', reason: 'Empathy and judgement in the moment keep the relationship.' },
  { id: 'hiring-decision', task: 'Deciding whom to hire', recommended: 'human', reason: 'A decision about people needs accountability and fairness a person owns.' },
  { id: 'pricing-strategy', task: 'Setting next year’s prices', recommended: 'human', reason: 'Strategy weighs things no data set holds: your market, your goals, your risk.' },
];

export type TaskAnswers = Partial<Record<string, TaskSort>>;

export interface TaskVerdict {
  task: SortableTask;
  answer: TaskSort | null;
  correct: boolean;
}

export interface TaskQuizScore {
  sorted: number;
  total: number;
  correct: number;
  /** Whole percent of all tasks sorted as recommended. */
  percent: number;
  verdicts: TaskVerdict[];
}

export function scoreTaskSort(answers: TaskAnswers): TaskQuizScore {
  const verdicts = SORTABLE_TASKS.map((task) => {
    const answer = answers[task.id] ?? null;
    return { task, answer, correct: answer === task.recommended };
  });
  const correct = verdicts.filter((verdict) => verdict.correct).length;
  return {
    sorted: verdicts.filter((verdict) => verdict.answer !== null).length,
    total: SORTABLE_TASKS.length,
    correct,
    percent: Math.round((correct / SORTABLE_TASKS.length) * 100),
    verdicts,
  };
}

/** Completes its lesson when every task is sorted (tools.md). */
export function isTaskSortComplete(answers: TaskAnswers): boolean {
  return SORTABLE_TASKS.every((task) => answers[task.id] !== undefined);
}
