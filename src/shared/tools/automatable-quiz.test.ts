import { describe, expect, it } from 'vitest';
import { isTaskSortComplete, scoreTaskSort, SORTABLE_TASKS } from './automatable-quiz';

describe('scoreTaskSort', () => {
  it('has 10 to 12 tasks, each with a reason', () => {
    expect(SORTABLE_TASKS.length).toBeGreaterThanOrEqual(10);
    expect(SORTABLE_TASKS.length).toBeLessThanOrEqual(12);
    expect(new Set(SORTABLE_TASKS.map((task) => task.id)).size).toBe(SORTABLE_TASKS.length);
    for (const task of SORTABLE_TASKS) expect(task.reason.length).toBeGreaterThan(10);
  });

  it('scores nothing sorted as zero, without dividing by zero', () => {
    expect(scoreTaskSort({})).toMatchObject({ sorted: 0, correct: 0, percent: 0, total: SORTABLE_TASKS.length });
  });

  it('scores every recommended answer as 100 percent', () => {
    const answers = Object.fromEntries(SORTABLE_TASKS.map((task) => [task.id, task.recommended]));
    expect(scoreTaskSort(answers)).toMatchObject({ sorted: SORTABLE_TASKS.length, correct: SORTABLE_TASKS.length, percent: 100 });
  });

  it('marks each task right or wrong against its recommendation', () => {
    const first = SORTABLE_TASKS[0]!;
    const wrong = first.recommended === 'human' ? 'automate' : 'human';
    const score = scoreTaskSort({ [first.id]: wrong });
    expect(score.verdicts[0]).toMatchObject({ answer: wrong, correct: false });
    expect(score.verdicts[1]).toMatchObject({ answer: null, correct: false });
  });

  it('is complete only when every task is sorted', () => {
    const answers = Object.fromEntries(SORTABLE_TASKS.map((task) => [task.id, 'human' as const]));
    expect(isTaskSortComplete(answers)).toBe(true);
    delete answers[SORTABLE_TASKS[3]!.id];
    expect(isTaskSortComplete(answers)).toBe(false);
    expect(isTaskSortComplete({})).toBe(false);
  });
});
