/**
 * The interactive tools a lesson may embed with `::tool{id="…"}` (tools.md). Kept free of zod
 * and of the computations, so the lesson text can name a tool without loading it.
 */
export const TOOL_IDS = [
  'roi-calculator',
  'automatable-quiz',
  'ai-maturity-quiz',
  'prioritization-matrix',
  'gap-finder-matrix',
  'workflow-builder',
] as const;

export type ToolId = (typeof TOOL_IDS)[number];

export interface ToolInfo {
  name: string;
  summary: string;
  /** Finishing the tool marks its lesson complete (tools.md, column "completes"). */
  completesLesson: boolean;
}

export const TOOL_INFO: Record<ToolId, ToolInfo> = {
  'roi-calculator': {
    name: 'ROI Calculator',
    summary: 'Enter the hours you save, your hourly cost and your tool costs to see monthly savings, ROI and the payback period.',
    completesLesson: true,
  },
  'automatable-quiz': {
    name: 'What Can AI Take Off Your Plate?',
    summary: 'Sort everyday business tasks into automate with AI, AI assists a person, or keep it human, and compare with our recommendations.',
    completesLesson: true,
  },
  'ai-maturity-quiz': {
    name: 'AI Maturity Quiz',
    summary: 'Answer ten questions on data, processes, tools, skills and strategy to find your AI maturity level and your next three steps.',
    completesLesson: true,
  },
  'prioritization-matrix': {
    name: 'AI Prioritization Matrix',
    summary: 'Rate each AI opportunity for impact and effort to separate quick wins and big bets from money pits.',
    completesLesson: false,
  },
  'gap-finder-matrix': {
    name: 'AI Gap Finder',
    summary: 'Rate each part of your business for current AI use and potential to find the three gaps most worth closing.',
    completesLesson: false,
  },
  'workflow-builder': {
    name: 'Workflow Builder',
    summary: 'Map a workflow step by step and see how many hours AI and automation could save you each year.',
    completesLesson: false,
  },
};

export function isToolId(id: string): id is ToolId {
  return (TOOL_IDS as readonly string[]).includes(id);
}
