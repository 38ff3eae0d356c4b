import { createContext, useContext, type ComponentProps } from 'react';
import { Lock } from 'lucide-react';
import { TOOL_INFO, type ToolId } from '@shared/tools/tool-catalog';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { cn } from '@web/lib/cn';
import { LessonTool, LessonToolContext, type LessonToolPlace } from '@web/features/tools';
import { LESSON_TOOL_PROPERTY, remarkLessonDirectives } from './remark-lesson-directives';

const REMARK_PLUGINS = [remarkGfm, remarkDirective, remarkLessonDirectives];

/** A free preview lesson's tools wait for enrolment (decision 0070): each shows what it is instead. */
const ToolsLocked = createContext(false);

function ToolSlot({ toolId }: { toolId: string }) {
  if (!useContext(ToolsLocked)) return <LessonTool toolId={toolId} />;
  const name = Object.hasOwn(TOOL_INFO, toolId) ? TOOL_INFO[toolId as ToolId].name : 'The interactive tool';
  return (
    <div role="note" className="my-6 flex gap-3 rounded-2xl border border-line bg-surface p-5 text-sm">
      <Lock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <p>
        <span className="font-semibold text-ink">{name}</span>{' '}
        <span className="text-muted">opens when you enroll: your work in it is saved to your account.</span>
      </p>
    </div>
  );
}

type Props<Tag extends keyof React.JSX.IntrinsicElements> = ComponentProps<Tag> & ExtraProps;

/*
 * Reading styles for lesson text. The lesson title is the h2 of its section, so the text's own
 * headings start one level below it (## becomes h3), keeping the page's outline in order.
 */
const heading3 = ({ node: _node, className, ...props }: Props<'h3'>) => (
  <h3 className={cn('mt-10 mb-3 text-xl font-bold tracking-tight text-ink first:mt-0', className)} {...props} />
);

const COMPONENTS: Components = {
  h1: heading3,
  h2: heading3,
  h3: ({ node: _node, className, ...props }) => <h4 className={cn('mt-8 mb-2 text-lg font-semibold text-ink', className)} {...props} />,
  h4: ({ node: _node, className, ...props }) => <h5 className={cn('mt-6 mb-2 font-semibold text-ink', className)} {...props} />,
  h5: ({ node: _node, className, ...props }) => <h6 className={cn('mt-6 mb-2 text-sm font-semibold text-ink', className)} {...props} />,
  h6: ({ node: _node, className, ...props }) => <h6 className={cn('mt-6 mb-2 text-sm font-semibold text-muted', className)} {...props} />,
  p: ({ node: _node, className, ...props }) => <p className={cn('my-4 leading-7', className)} {...props} />,
  a: ({ node: _node, className, href, ...props }) => {
    const external = href !== undefined && /^https?:\/\//i.test(href);
    return (
      <a
        href={href}
        className={cn('font-medium text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700', className)}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...props}
      />
    );
  },
  strong: ({ node: _node, className, ...props }) => <strong className={cn('font-semibold text-ink', className)} {...props} />,
  del: ({ node: _node, className, ...props }) => <del className={cn('text-muted decoration-slate-500', className)} {...props} />,
  ul: ({ node: _node, className, ...props }) => (
    <ul
      className={cn(
        'my-4 space-y-2 pl-6',
        className?.includes('contains-task-list') ? 'list-none pl-1' : 'list-disc marker:text-brand-600',
        className,
      )}
      {...props}
    />
  ),
  ol: ({ node: _node, className, ...props }) => (
    <ol className={cn('my-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700', className)} {...props} />
  ),
  li: ({ node: _node, className, ...props }) => (
    <li className={cn('pl-1 leading-7', className?.includes('task-list-item') && 'flex items-start gap-2 pl-0', className)} {...props} />
  ),
  input: ({ node: _node, type, checked, className, ...props }) =>
    type === 'checkbox' ? (
      <input
        type="checkbox"
        checked={checked ?? false}
        readOnly
        disabled
        aria-label={checked ? 'Done' : 'To do'}
        className={cn('mt-1.5 size-4 shrink-0 accent-brand-700', className)}
      />
    ) : (
      <input type={type} className={className} {...props} />
    ),
  blockquote: ({ node: _node, className, ...props }) => (
    <blockquote className={cn('my-6 rounded-r-xl border-l-4 border-brand-500 bg-brand-50 px-5 py-1 text-brand-950 [&_p]:my-3', className)} {...props} />
  ),
  hr: ({ node: _node, className, ...props }) => <hr className={cn('my-10 border-line', className)} {...props} />,
  code: ({ node: _node, className, ...props }) => (
    <code
      className={cn(
        className?.startsWith('language-') ? '' : 'rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.875em] text-ink',
        className,
      )}
      {...props}
    />
  ),
  // Wide code and tables scroll sideways on a phone; the scrolling box takes keyboard focus.
  pre: ({ node: _node, className, ...props }) => (
    <pre
      tabIndex={0}
      className={cn('my-6 overflow-x-auto rounded-xl bg-slate-900 p-4 font-mono text-sm leading-6 text-slate-100 [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-inherit', className)}
      {...props}
    />
  ),
  table: ({ node: _node, className, ...props }) => (
    <div tabIndex={0} className="my-6 overflow-x-auto rounded-xl border border-line">
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />
    </div>
  ),
  thead: ({ node: _node, className, ...props }) => <thead className={cn('bg-surface', className)} {...props} />,
  th: ({ node: _node, className, ...props }) => (
    <th className={cn('border-b border-line px-4 py-3 align-bottom font-semibold text-ink', className)} {...props} />
  ),
  td: ({ node: _node, className, ...props }) => (
    <td className={cn('border-b border-line px-4 py-3 align-top text-ink [tr:last-child_&]:border-b-0', className)} {...props} />
  ),
  img: ({ node: _node, className, alt, ...props }) => (
    <img alt={alt ?? ''} loading="lazy" className={cn('my-6 h-auto max-w-full rounded-xl border border-line', className)} {...props} />
  ),
  sup: ({ node: _node, className, ...props }) => <sup className={cn('text-xs', className)} {...props} />,
  section: ({ node: _node, className, ...props }) => (
    <section className={cn('mt-10 border-t border-line pt-4 text-sm text-muted [&_li]:leading-6 [&_p]:my-1', className)} {...props} />
  ),
  div: ({ node, ...props }) => {
    const toolId = node?.properties[LESSON_TOOL_PROPERTY];
    if (toolId !== undefined) return <ToolSlot toolId={String(toolId)} />;
    return <div {...props} />;
  },
};

/**
 * A lesson's text: GitHub-flavoured markdown (tables, strikethrough, footnotes, task lists,
 * links) with tool markers. `toolPlace` tells the tools where to save the learner's work;
 * without it (the builder's preview) they work in place and save nothing; `toolsLocked` (a free
 * preview lesson) shows each tool's name in place of the tool.
 */
export function LessonMarkdown({ content, toolPlace = null, toolsLocked = false }: { content: string; toolPlace?: LessonToolPlace | null; toolsLocked?: boolean }) {
  return (
    <div className="max-w-none text-base text-ink">
      <ToolsLocked.Provider value={toolsLocked}>
        <LessonToolContext.Provider value={toolPlace}>
          <Markdown remarkPlugins={REMARK_PLUGINS} components={COMPONENTS}>
            {content}
          </Markdown>
        </LessonToolContext.Provider>
      </ToolsLocked.Provider>
    </div>
  );
}

const POST_REMARK_PLUGINS = [remarkGfm];

/**
 * A community post or reply: the lessons' Markdown and reading styles without tool markers. Like a
 * lesson, raw HTML is never run (react-markdown shows it as text) and links keep only safe
 * protocols (its default `urlTransform` empties `javascript:` and the like).
 */
export function CommunityMarkdown({ content }: { content: string }) {
  return (
    <div className="max-w-none text-base break-words text-ink [&>*:first-child]:mt-0 [&>*:last-child]:mb-0">
      <Markdown remarkPlugins={POST_REMARK_PLUGINS} components={COMPONENTS}>
        {content}
      </Markdown>
    </div>
  );
}
