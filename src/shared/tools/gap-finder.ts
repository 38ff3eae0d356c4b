import type { Rating } from './number-input';

/** AI gap finder (tools.md): each business function rated for current AI use and potential. */
export const BUSINESS_FUNCTIONS = [
  { id: 'sales', name: 'Sales' },
  { id: 'marketing', name: 'Marketing' },
  { id: 'operations', name: 'Operations' },
  { id: 'finance', name: 'Finance' },
  { id: 'customer-service', name: 'Customer service' },
  { id: 'hr', name: 'HR' },
] as const;
export type BusinessFunctionId = (typeof BUSINESS_FUNCTIONS)[number]['id'];

export interface FunctionRating {
  current: Rating;
  potential: Rating;
}

export type GapRatings = Partial<Record<BusinessFunctionId, FunctionRating>>;

export interface FunctionGap {
  id: BusinessFunctionId;
  name: string;
  current: number | null;
  potential: number | null;
  /** Potential minus current use, never below 0; null until both are rated. */
  gap: number | null;
  /** One of the top three gaps to act on. */
  top: boolean;
}

export interface GapResult {
  functions: FunctionGap[];
  /** Up to three functions with a gap above zero: largest gap first, then higher potential, then list order. */
  topGaps: FunctionGap[];
  rated: number;
}

export function findGaps(ratings: GapRatings): GapResult {
  const rows = BUSINESS_FUNCTIONS.map(({ id, name }) => {
    const current = ratings[id]?.current ?? null;
    const potential = ratings[id]?.potential ?? null;
    const gap = current !== null && potential !== null ? Math.max(0, potential - current) : null;
    return { id, name, current, potential, gap, top: false };
  });
  const topIds = rows
    .map((row, order) => ({ row, order }))
    .filter(({ row }) => row.gap !== null && row.gap > 0)
    .sort((a, b) => b.row.gap! - a.row.gap! || b.row.potential! - a.row.potential! || a.order - b.order)
    .slice(0, 3)
    .map(({ row }) => row.id);
  const functions = rows.map((row) => ({ ...row, top: topIds.includes(row.id) }));
  return {
    functions,
    topGaps: topIds.map((id) => functions.find((row) => row.id === id)!),
    rated: rows.filter((row) => row.gap !== null).length,
  };
}
