import { STEP_MODE_LABELS, type Workflow } from '@shared/tools/workflow';

const WIDTH = 420;
const BOX = 46;
const GAP = 22;

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/**
 * The flow from trigger to last step, top to bottom, each box naming its step and how it is
 * done in words (so print and forced colours lose nothing); the label reads it all out.
 */
export function WorkflowDiagram({ workflow }: { workflow: Workflow }) {
  const boxes = [
    { key: 'trigger', title: `Trigger: ${workflow.trigger.trim() || 'not named yet'}`, detail: '' },
    ...workflow.steps.map((step, index) => ({ key: step.id, title: `${index + 1}. ${step.name.trim() || 'Unnamed step'}`, detail: STEP_MODE_LABELS[step.mode] })),
  ];
  const height = boxes.length * (BOX + GAP) - GAP + 4;
  const description = `Workflow diagram${workflow.name.trim() ? ` of ${workflow.name.trim()}` : ''}: ${boxes.map((box) => `${box.title}${box.detail ? ` (${box.detail})` : ''}`).join(', then ')}.`;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={description} className="tool-chart h-auto w-full max-w-md">
      <defs>
        <marker id="workflow-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#475569" className="chart-mark" />
        </marker>
      </defs>
      {boxes.map((box, index) => {
        const y = 2 + index * (BOX + GAP);
        const isTrigger = index === 0;
        return (
          <g key={box.key}>
            <rect
              x={2}
              y={y}
              width={WIDTH - 4}
              height={BOX}
              rx={isTrigger ? 23 : 8}
              fill={isTrigger ? '#eff6ff' : '#fff'}
              stroke={isTrigger ? '#1d4ed8' : '#475569'}
              strokeWidth={1.5}
              className="chart-line"
            />
            <text x={16} y={y + (box.detail ? 19 : BOX / 2)} dominantBaseline="middle" fontSize="14" fontWeight="600" fill="#0f172a">
              {clip(box.title, 48)}
            </text>
            {box.detail && (
              <text x={16} y={y + 35} dominantBaseline="middle" fontSize="12" fill="#334155">
                {box.detail}
              </text>
            )}
            {index < boxes.length - 1 && (
              <line x1={WIDTH / 2} y1={y + BOX} x2={WIDTH / 2} y2={y + BOX + GAP - 3} stroke="#475569" strokeWidth={1.5} markerEnd="url(#workflow-arrow)" className="chart-line" />
            )}
          </g>
        );
      })}
    </svg>
  );
}
