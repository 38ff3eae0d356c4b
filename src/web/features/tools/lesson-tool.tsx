import { TriangleAlert } from 'lucide-react';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { isToolId, TOOL_INFO, type ToolId } from '@shared/tools/tool-catalog';

/*
 * Each tool is its own chunk, loaded when a lesson shows it: the lesson player stays light
 * and no public page carries any tool code.
 */
const TOOL_COMPONENTS: Record<ToolId, ComponentType> = {
  'roi-calculator': lazy(() => import('./roi-calculator-tool')),
  'automatable-quiz': lazy(() => import('./automatable-quiz-tool')),
  'ai-maturity-quiz': lazy(() => import('./ai-maturity-quiz-tool')),
  'prioritization-matrix': lazy(() => import('./prioritization-matrix-tool')),
  'gap-finder-matrix': lazy(() => import('./gap-finder-tool')),
  'workflow-builder': lazy(() => import('./workflow-builder-tool')),
};

function ToolNotice({ children }: { children: ReactNode }) {
  return (
    <div role="note" className="my-6 flex items-center gap-3 rounded-xl border border-line bg-surface p-4 text-sm text-muted">
      <TriangleAlert className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
      {children}
    </div>
  );
}

/** A tool whose code fails to load (a new release replaced its chunk, say) leaves the lesson readable. */
class ToolLoadBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return <ToolNotice>{`The ${this.props.name} could not be loaded. Reload the page to try again.`}</ToolNotice>;
    return this.props.children;
  }
}

/**
 * Where a lesson embeds a tool: the tool itself, in place, or a short notice for an unknown
 * id. The course and lesson come from `LessonToolContext` (the lesson player provides it; the
 * admin's preview leaves it out, and the tool then saves nothing).
 */
export function LessonTool({ toolId }: { toolId: string }) {
  if (!isToolId(toolId)) return <ToolNotice>This interactive tool is not available.</ToolNotice>;
  const Tool = TOOL_COMPONENTS[toolId];
  const { name } = TOOL_INFO[toolId];
  return (
    <ToolLoadBoundary name={name}>
      <Suspense
        fallback={
          <div role="status" className="my-8 rounded-2xl border border-brand-200 bg-brand-50 p-6 text-sm text-brand-900">
            Loading the {name}…
          </div>
        }
      >
        <Tool />
      </Suspense>
    </ToolLoadBoundary>
  );
}
