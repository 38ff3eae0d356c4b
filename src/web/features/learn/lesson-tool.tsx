import { TriangleAlert, Wrench } from 'lucide-react';

/** The interactive tools a lesson may embed (spec §2 Lesson player; tools.md). */
export const LESSON_TOOLS: Record<string, { name: string; summary: string }> = {
  'roi-calculator': {
    name: 'ROI Calculator',
    summary: 'Enter the hours you save, your hourly cost and your tool costs to see monthly savings, ROI and the payback period.',
  },
  'automatable-quiz': {
    name: 'What Can AI Take Off Your Plate?',
    summary: 'Sort everyday business tasks into automate with AI, AI assists a person, or keep it human, and compare with our recommendations.',
  },
  'ai-maturity-quiz': {
    name: 'AI Maturity Quiz',
    summary: 'Answer ten questions on data, processes, tools, skills and strategy to find your AI maturity level and your next three steps.',
  },
  'prioritization-matrix': {
    name: 'AI Prioritization Matrix',
    summary: 'Rate each AI opportunity for impact and effort to separate quick wins and big bets from money pits.',
  },
  'gap-finder-matrix': {
    name: 'AI Gap Finder',
    summary: 'Rate each part of your business for current AI use and potential to find the three gaps most worth closing.',
  },
  'workflow-builder': {
    name: 'Workflow Builder',
    summary: 'Map a workflow step by step and see how many hours AI and automation could save you each year.',
  },
};

/** Where a lesson embeds a tool: names the tool and what it is for, or says an unknown one is unavailable. */
export function LessonTool({ toolId }: { toolId: string }) {
  const tool = Object.hasOwn(LESSON_TOOLS, toolId) ? LESSON_TOOLS[toolId] : undefined;
  if (!tool) {
    return (
      <div role="note" className="my-6 flex items-center gap-3 rounded-xl border border-line bg-surface p-4 text-sm text-muted">
        <TriangleAlert className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
        This interactive tool is not available.
      </div>
    );
  }
  return (
    <div role="note" aria-label={`Interactive tool: ${tool.name}`} className="my-6 flex gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-brand-200">
        <Wrench className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">Interactive tool</p>
        <p className="mt-0.5 font-semibold text-brand-950">{tool.name}</p>
        <p className="mt-1 text-sm text-brand-900">{tool.summary}</p>
      </div>
    </div>
  );
}
