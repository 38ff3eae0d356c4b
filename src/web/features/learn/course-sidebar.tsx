import { forwardRef, useEffect, useRef } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown, Circle, CircleCheck, CirclePlay, X } from 'lucide-react';
import type { PlayerCourseResponse } from '@shared/api/learning';
import { lessonState, moduleProgress, type LessonState } from '@shared/course-progress';
import { cn } from '@web/lib/cn';

type PlayerModule = PlayerCourseResponse['course']['modules'][number];

interface CourseSidebarProps {
  id: string;
  modules: readonly PlayerModule[];
  completedLessonIds: readonly string[];
  completedCount: number;
  totalLessons: number;
  currentLessonId: string | null;
  /** Modules shown expanded; all of them at first (spec §2). */
  openModuleIds: string[];
  onOpenModulesChange: (moduleIds: string[]) => void;
  onSelectLesson: (lessonId: string, moduleId: string) => void;
  /** On small screens the sidebar is a drawer. */
  open: boolean;
  onClose: () => void;
}

const MARKS: Record<LessonState, { icon: typeof Circle; label: string; className: string }> = {
  completed: { icon: CircleCheck, label: 'Completed', className: 'text-brand-600' },
  current: { icon: CirclePlay, label: 'Current lesson', className: 'text-brand-700' },
  'not-started': { icon: Circle, label: 'Not started', className: 'text-slate-400' },
};

/**
 * Spec §2 Lesson player: 'COURSE CONTENT', the lessons complete, and each module as a section
 * that folds away. A fixed column from large screens up; below that a 20rem drawer.
 */
export const CourseSidebar = forwardRef<HTMLButtonElement, CourseSidebarProps>(function CourseSidebar(props, closeButtonRef) {
  const { id, modules, completedLessonIds, completedCount, totalLessons, currentLessonId, open, onClose } = props;
  const scroller = useRef<HTMLDivElement>(null);

  // Keep the open lesson in view in a long course, without scrolling the page itself.
  useEffect(() => {
    const list = scroller.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !item) return;
    const top = item.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
    if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
    }
  }, [currentLessonId, open]);
  return (
    <nav
      id={id}
      aria-label="Course content"
      className={cn(
        'fixed inset-y-0 left-0 z-50 flex w-80 flex-col border-r border-line bg-white shadow-xl transition-[translate,visibility] duration-200',
        'lg:sticky lg:top-[121px] lg:z-auto lg:h-[calc(100dvh-121px)] lg:shrink-0 lg:translate-x-0 lg:shadow-none lg:visible',
        open ? 'translate-x-0' : 'invisible -translate-x-full',
      )}
    >
      <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4">
        <div>
          <h2 className="text-xs font-bold tracking-wider text-muted">COURSE CONTENT</h2>
          <p className="mt-1 text-sm font-medium text-ink">
            {completedCount} / {totalLessons} lessons complete
          </p>
        </div>
        <button
          ref={closeButtonRef}
          type="button"
          onClick={onClose}
          aria-label="Close course content"
          className="-mr-2 inline-flex size-9 items-center justify-center rounded-lg text-ink hover:bg-surface lg:hidden"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div ref={scroller} className="flex-1 overflow-y-auto overscroll-contain">
        <Accordion.Root type="multiple" value={props.openModuleIds} onValueChange={props.onOpenModulesChange}>
          {modules.map((module, moduleIndex) => {
            const { completed, total } = moduleProgress(module, completedLessonIds);
            return (
              <Accordion.Item key={module.id} value={module.id} className="border-b border-line">
                <Accordion.Header asChild>
                  <h3>
                    <Accordion.Trigger className="group flex w-full items-start gap-3 px-5 py-4 text-left hover:bg-surface">
                      <span className="min-w-0 flex-1">
                        <span className="block text-xs font-semibold text-brand-700">Module {moduleIndex + 1}</span>
                        <span className="mt-0.5 block text-sm font-semibold text-ink">{module.title}</span>
                        <span className="mt-1 block text-xs text-muted">
                          {completed} / {total} complete
                        </span>
                      </span>
                      <ChevronDown className="mt-1 size-4 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
                    </Accordion.Trigger>
                  </h3>
                </Accordion.Header>
                <Accordion.Content>
                  <ul className="pb-2">
                    {module.lessons.map((lesson) => {
                      const state = lessonState(lesson.id, currentLessonId, completedLessonIds);
                      const isCurrent = lesson.id === currentLessonId;
                      const mark = MARKS[state];
                      const Icon = mark.icon;
                      return (
                        <li key={lesson.id}>
                          <button
                            type="button"
                            aria-current={isCurrent ? 'true' : undefined}
                            onClick={() => props.onSelectLesson(lesson.id, module.id)}
                            className={cn(
                              'flex w-full items-start gap-3 border-l-4 py-2.5 pr-5 pl-4 text-left text-sm transition-colors',
                              isCurrent ? 'border-brand-600 bg-brand-50' : 'border-transparent hover:bg-surface',
                            )}
                          >
                            <Icon className={cn('mt-0.5 size-4 shrink-0', mark.className)} aria-hidden="true" />
                            <span className="min-w-0 flex-1">
                              <span
                                className={cn(
                                  'block',
                                  isCurrent ? 'font-semibold text-brand-900' : state === 'completed' ? 'text-slate-500' : 'text-ink',
                                )}
                              >
                                {lesson.title}
                              </span>
                              <span className={cn('mt-0.5 block text-xs', state === 'completed' && !isCurrent ? 'text-slate-500' : 'text-muted')}>
                                {lesson.duration}
                              </span>
                            </span>
                            <span className="sr-only">{mark.label}</span>
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                </Accordion.Content>
              </Accordion.Item>
            );
          })}
        </Accordion.Root>
      </div>
    </nav>
  );
});
