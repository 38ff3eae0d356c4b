import type { Rating } from './number-input';

/** AI prioritization matrix (tools.md): opportunities rated for impact and effort, 1 to 5. */
export interface Opportunity {
  id: string;
  name: string;
  impact: Rating;
  effort: Rating;
}

export const QUADRANTS = ['quick-win', 'big-bet', 'fill-in', 'money-pit'] as const;
export type Quadrant = (typeof QUADRANTS)[number];

export const QUADRANT_INFO: Record<Quadrant, { name: string; advice: string }> = {
  'quick-win': { name: 'Quick wins', advice: 'High impact, low effort: start here.' },
  'big-bet': { name: 'Big bets', advice: 'High impact, high effort: plan them carefully.' },
  'fill-in': { name: 'Fill-ins', advice: 'Low impact, low effort: do them when there is time.' },
  'money-pit': { name: 'Money pits', advice: 'Low impact, high effort: avoid them.' },
};

export const MAX_OPPORTUNITIES = 25;
/** A rating of 3 or more counts as high impact or high effort. */
export const HIGH_RATING = 3;

export function quadrantOf(impact: number, effort: number): Quadrant {
  const highImpact = impact >= HIGH_RATING;
  const highEffort = effort >= HIGH_RATING;
  if (highImpact) return highEffort ? 'big-bet' : 'quick-win';
  return highEffort ? 'money-pit' : 'fill-in';
}

export interface RankedOpportunity {
  rank: number;
  id: string;
  name: string;
  impact: number;
  effort: number;
  quadrant: Quadrant;
  /** Impact times ease (6 − effort): 1 to 25, higher first. */
  score: number;
}

export interface PrioritizationResult {
  ranked: RankedOpportunity[];
  /** Opportunities with a name but a rating still missing. */
  unrated: number;
}

/** Ranks the rated opportunities: by score, then impact, then the order the learner listed them. */
export function prioritize(opportunities: readonly Opportunity[]): PrioritizationResult {
  const named = opportunities.filter((opportunity) => opportunity.name.trim() !== '');
  const rated = named
    .filter((opportunity): opportunity is Opportunity & { impact: number; effort: number } => opportunity.impact !== null && opportunity.effort !== null)
    .map((opportunity) => ({
      id: opportunity.id,
      name: opportunity.name.trim(),
      impact: opportunity.impact,
      effort: opportunity.effort,
      quadrant: quadrantOf(opportunity.impact, opportunity.effort),
      score: opportunity.impact * (6 - opportunity.effort),
    }));
  const ranked = rated
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => b.entry.score - a.entry.score || b.entry.impact - a.entry.impact || a.order - b.order)
    .map(({ entry }, index) => ({ rank: index + 1, ...entry }));
  return { ranked, unrated: named.length - rated.length };
}
