import { describe, expect, it } from 'vitest';
import { assessMaturity, isMaturityComplete, MATURITY_QUESTIONS } from './ai-maturity';

const all = (score: number) => Object.fromEntries(MATURITY_QUESTIONS.map((question) => [question.id, score]));

describe('assessMaturity', () => {
  it('has ten questions, two for each of the five dimensions', () => {
    expect(MATURITY_QUESTIONS).toHaveLength(10);
    for (const dimension of ['data', 'processes', 'tools', 'skills', 'strategy']) {
      expect(MATURITY_QUESTIONS.filter((question) => question.dimension === dimension)).toHaveLength(2);
    }
  });

  it('counts what is unanswered instead of scoring an empty or partial quiz', () => {
    expect(assessMaturity({})).toEqual({ ok: false, unanswered: 10 });
    expect(assessMaturity({ ...all(3), 'data-location': undefined })).toEqual({ ok: false, unanswered: 1 });
  });

  it('ignores answers outside 1-5 or not whole (zero, negative, huge)', () => {
    expect(assessMaturity({ ...all(3), 'data-location': 0 })).toEqual({ ok: false, unanswered: 1 });
    expect(assessMaturity({ ...all(3), 'data-location': -2 })).toEqual({ ok: false, unanswered: 1 });
    expect(assessMaturity({ ...all(3), 'data-location': 1e12 })).toEqual({ ok: false, unanswered: 1 });
    expect(assessMaturity({ ...all(3), 'data-location': 2.5 })).toEqual({ ok: false, unanswered: 1 });
  });

  it('gives level 1 for all ones and level 5 for all fives, with names', () => {
    const low = assessMaturity(all(1));
    const high = assessMaturity(all(5));
    if (!low.ok || !high.ok) throw new Error('expected results');
    expect(low.result.level).toMatchObject({ level: 1, name: 'Curious' });
    expect(high.result.level).toMatchObject({ level: 5, name: 'Leading' });
  });

  it('scores each dimension and names next steps for the three weakest, weakest first', () => {
    const assessment = assessMaturity({ ...all(4), 'strategy-goals': 1, 'strategy-budget': 1, 'skills-confidence': 2, 'skills-training': 2, 'data-location': 3 });
    if (!assessment.ok) throw new Error('expected a result');
    expect(assessment.result.dimensions.map((entry) => entry.score)).toEqual([3.5, 4, 4, 2, 1]);
    expect(assessment.result.nextSteps.map((entry) => entry.dimension)).toEqual(['strategy', 'skills', 'data']);
    expect(assessment.result.level.level).toBe(3);
  });

  it('breaks ties among the weakest in the dimensions’ own order', () => {
    const assessment = assessMaturity(all(2));
    if (!assessment.ok) throw new Error('expected a result');
    expect(assessment.result.nextSteps.map((entry) => entry.dimension)).toEqual(['data', 'processes', 'tools']);
  });

  it('is complete only once submitted with every answer', () => {
    expect(isMaturityComplete({ answers: all(3), submitted: false })).toBe(false);
    expect(isMaturityComplete({ answers: {}, submitted: true })).toBe(false);
    expect(isMaturityComplete({ answers: all(3), submitted: true })).toBe(true);
  });
});
