import { QUADRANT_INFO, type RankedOpportunity } from '@shared/tools/prioritization';

const SIZE = 360;
const PAD = 40;
const PLOT = SIZE - PAD * 2;

/** Position of a 1-5 rating on an axis of the plot. */
const at = (rating: number) => PAD + ((rating - 0.5) / 5) * PLOT;

/**
 * The 2x2 matrix: effort across (low to high), impact up (low to high), each opportunity a
 * numbered mark matching its rank in the list beside it. Quadrant names are written in the
 * plot, so nothing depends on colour.
 */
export function MatrixPlot({ ranked }: { ranked: readonly RankedOpportunity[] }) {
  const description = `Impact and effort matrix. ${ranked.map((entry) => `${entry.rank}. ${entry.name}: impact ${entry.impact}, effort ${entry.effort}, ${QUADRANT_INFO[entry.quadrant].name}`).join('; ')}.`;
  // Ratings of 3 and more are high (shared/tools/prioritization.ts): the split lies between 2 and 3.
  const split = at(2.5);
  // Several opportunities may share a cell: each further one moves a little to the right.
  const seen = new Map<string, number>();
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={description} className="tool-chart h-auto w-full max-w-md">
      <rect x={PAD} y={PAD} width={PLOT} height={PLOT} fill="none" stroke="#64748b" className="chart-line" />
      <line x1={split} y1={PAD} x2={split} y2={PAD + PLOT} stroke="#64748b" strokeDasharray="4 3" className="chart-line" />
      <line x1={PAD} y1={SIZE - split} x2={PAD + PLOT} y2={SIZE - split} stroke="#64748b" strokeDasharray="4 3" className="chart-line" />
      <g fontSize="12" fontWeight="600" fill="#334155">
        <text x={PAD + 6} y={PAD + 16}>Quick wins</text>
        <text x={PAD + PLOT - 6} y={PAD + 16} textAnchor="end">Big bets</text>
        <text x={PAD + 6} y={PAD + PLOT - 8}>Fill-ins</text>
        <text x={PAD + PLOT - 6} y={PAD + PLOT - 8} textAnchor="end">Money pits</text>
      </g>
      <g fontSize="12" fill="#0f172a">
        <text x={PAD + PLOT / 2} y={SIZE - 10} textAnchor="middle">Effort: low → high</text>
        <text x={14} y={PAD + PLOT / 2} textAnchor="middle" transform={`rotate(-90 14 ${PAD + PLOT / 2})`}>
          Impact: low → high
        </text>
      </g>
      {ranked.map((entry) => {
        const cell = `${entry.effort}:${entry.impact}`;
        const offset = seen.get(cell) ?? 0;
        seen.set(cell, offset + 1);
        const x = at(entry.effort) + offset * 14 - 7 * Math.min(offset, 1);
        const y = SIZE - at(entry.impact);
        return (
          <g key={entry.id}>
            <circle cx={x} cy={y} r={11} fill="#1d4ed8" stroke="#fff" strokeWidth={1.5} className="chart-mark" />
            <text x={x} y={y} textAnchor="middle" dominantBaseline="central" fontSize="11" fontWeight="700" fill="#fff" className="chart-label-on-mark">
              {entry.rank}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
