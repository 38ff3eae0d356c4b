import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { ChevronDown, ChevronUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { moveItem } from '@shared/curriculum-edit';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import type { DraftLesson, DraftModule } from './course-draft';
import { newLesson, newModule } from './course-draft';
import { FormField } from '@web/components/admin/form-section';
import { INPUT_CLASS } from './field';
import { LessonEditor } from './lesson-editor';

interface CurriculumEditorProps {
  courseSlug: string;
  modules: DraftModule[];
  onChange: (modules: DraftModule[]) => void;
}

/** What is being dragged: a module, or a lesson of a module. */
type Dragged = { kind: 'module'; moduleIndex: number } | { kind: 'lesson'; moduleIndex: number; lessonIndex: number };

type PendingDelete = { kind: 'module'; moduleIndex: number } | { kind: 'lesson'; moduleIndex: number; lessonIndex: number };

/**
 * Modules and their lessons: add, delete (after a confirmation), expand and collapse, and
 * reorder by dragging the grip or from the keyboard (the grip's arrow keys, or the move
 * buttons). A lesson moved up past the top of its module joins the end of the module above.
 */
export function CurriculumEditor({ courseSlug, modules, onChange }: CurriculumEditorProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(modules.map((module) => module.id)));
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const dragged = useRef<Dragged | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!focusAfterMove) return;
    document.getElementById(`grip-${focusAfterMove}`)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, modules]);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const setModule = (index: number, module: DraftModule) => onChange(modules.map((m, i) => (i === index ? module : m)));
  const setLesson = (moduleIndex: number, lessonIndex: number, lesson: DraftLesson) =>
    setModule(moduleIndex, { ...modules[moduleIndex]!, lessons: modules[moduleIndex]!.lessons.map((l, i) => (i === lessonIndex ? lesson : l)) });

  const moveModule = (from: number, to: number) => {
    if (to < 0 || to >= modules.length || from === to) return;
    const module = modules[from]!;
    onChange(moveItem(modules, from, to));
    setAnnouncement(`Module "${module.title}" moved to position ${to + 1} of ${modules.length}.`);
    setFocusAfterMove(module.id);
  };

  /** Moves a lesson within its module, or across into the neighbouring module at either end. */
  const moveLesson = (moduleIndex: number, lessonIndex: number, target: { moduleIndex: number; lessonIndex: number }) => {
    const lesson = modules[moduleIndex]!.lessons[lessonIndex]!;
    let next: DraftModule[];
    if (target.moduleIndex === moduleIndex) {
      if (target.lessonIndex < 0 || target.lessonIndex >= modules[moduleIndex]!.lessons.length || target.lessonIndex === lessonIndex) return;
      next = modules.map((m, i) => (i === moduleIndex ? { ...m, lessons: moveItem(m.lessons, lessonIndex, target.lessonIndex) } : m));
    } else {
      if (target.moduleIndex < 0 || target.moduleIndex >= modules.length) return;
      next = modules.map((m, i) => {
        if (i === moduleIndex) return { ...m, lessons: m.lessons.filter((_, j) => j !== lessonIndex) };
        if (i === target.moduleIndex) {
          const lessons = [...m.lessons];
          lessons.splice(Math.max(0, Math.min(lessons.length, target.lessonIndex)), 0, lesson);
          return { ...m, lessons };
        }
        return m;
      });
      setExpanded((current) => new Set(current).add(modules[target.moduleIndex]!.id));
    }
    onChange(next);
    const landed = next.findIndex((m) => m.lessons.some((l) => l.id === lesson.id));
    const position = next[landed]!.lessons.findIndex((l) => l.id === lesson.id);
    setAnnouncement(`Lesson "${lesson.title}" moved to position ${position + 1} of ${next[landed]!.lessons.length} in module ${landed + 1}.`);
    setFocusAfterMove(lesson.id);
  };

  const lessonUp = (mi: number, li: number) =>
    li > 0 ? moveLesson(mi, li, { moduleIndex: mi, lessonIndex: li - 1 }) : moveLesson(mi, li, { moduleIndex: mi - 1, lessonIndex: modules[mi - 1]?.lessons.length ?? 0 });
  const lessonDown = (mi: number, li: number) =>
    li < modules[mi]!.lessons.length - 1 ? moveLesson(mi, li, { moduleIndex: mi, lessonIndex: li + 1 }) : moveLesson(mi, li, { moduleIndex: mi + 1, lessonIndex: 0 });

  const addModule = () => {
    const module = newModule(modules.length + 1);
    onChange([...modules, module]);
    setExpanded((current) => new Set(current).add(module.id));
  };
  const addLesson = (moduleIndex: number) => {
    const module = modules[moduleIndex]!;
    const lesson = newLesson(module.lessons.length + 1);
    setModule(moduleIndex, { ...module, lessons: [...module.lessons, lesson] });
    setExpanded((current) => new Set(current).add(module.id).add(lesson.id));
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    if (pendingDelete.kind === 'module') onChange(modules.filter((_, i) => i !== pendingDelete.moduleIndex));
    else {
      const module = modules[pendingDelete.moduleIndex]!;
      setModule(pendingDelete.moduleIndex, { ...module, lessons: module.lessons.filter((_, j) => j !== pendingDelete.lessonIndex) });
    }
    setPendingDelete(null);
  };

  const onDrop = (event: DragEvent, target: Dragged) => {
    event.preventDefault();
    setDropTarget(null);
    const source = dragged.current;
    dragged.current = null;
    if (!source) return;
    if (source.kind === 'module' && target.kind === 'module') moveModule(source.moduleIndex, target.moduleIndex);
    if (source.kind === 'lesson') {
      if (target.kind === 'lesson') moveLesson(source.moduleIndex, source.lessonIndex, target);
      else moveLesson(source.moduleIndex, source.lessonIndex, { moduleIndex: target.moduleIndex, lessonIndex: modules[target.moduleIndex]!.lessons.length });
    }
  };
  const dragHandlers = (target: Dragged, id: string) => ({
    onDragOver: (event: DragEvent) => {
      const source = dragged.current;
      if (!source || (source.kind === 'module' && target.kind !== 'module')) return;
      event.preventDefault();
      event.stopPropagation();
      setDropTarget(id);
    },
    onDragLeave: () => setDropTarget((current) => (current === id ? null : current)),
    onDrop: (event: DragEvent) => {
      event.stopPropagation();
      onDrop(event, target);
    },
  });

  const deleting =
    pendingDelete?.kind === 'module'
      ? { title: `Delete module "${modules[pendingDelete.moduleIndex]?.title ?? ''}"?`, body: `Its ${modules[pendingDelete.moduleIndex]?.lessons.length ?? 0} lessons are removed with it when you save.` }
      : pendingDelete
        ? { title: `Delete lesson "${modules[pendingDelete.moduleIndex]?.lessons[pendingDelete.lessonIndex]?.title ?? ''}"?`, body: 'The lesson, its content, resources and quiz are removed when you save.' }
        : null;

  return (
    <section aria-labelledby="curriculum-heading" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="curriculum-heading" className="text-2xl font-bold tracking-tight">
            Curriculum
          </h2>
          <p id="reorder-hint" className="mt-1 text-sm text-muted">
            Drag the grip to reorder, or focus it and press the up and down arrow keys.
          </p>
        </div>
        <Button variant="secondary" onClick={addModule}>
          <Plus className="size-4" aria-hidden="true" />
          Add module
        </Button>
      </div>
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>

      {modules.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-line bg-surface px-6 py-10 text-center text-muted">No modules yet. Add the first one.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {modules.map((module, mi) => {
            const open = expanded.has(module.id);
            const bodyId = `module-body-${module.id}`;
            return (
              <li
                key={module.id}
                data-testid="module"
                className={cn('rounded-2xl border bg-white shadow-sm', dropTarget === module.id ? 'border-brand-600 ring-2 ring-brand-200' : 'border-line')}
                {...dragHandlers({ kind: 'module', moduleIndex: mi }, module.id)}
              >
                <div className="flex items-center gap-1 p-2 sm:gap-2 sm:p-3">
                  <Grip
                    id={module.id}
                    label={`Reorder module ${module.title}`}
                    onDragStart={() => (dragged.current = { kind: 'module', moduleIndex: mi })}
                    onMove={(delta) => moveModule(mi, mi + delta)}
                  />
                  <button
                    type="button"
                    onClick={() => toggle(module.id)}
                    aria-expanded={open}
                    aria-controls={bodyId}
                    className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-2 text-left hover:bg-surface"
                  >
                    {open ? <ChevronUp className="size-4 shrink-0" aria-hidden="true" /> : <ChevronDown className="size-4 shrink-0" aria-hidden="true" />}
                    <span className="min-w-0 truncate font-semibold">
                      Module {mi + 1}: {module.title}
                    </span>
                    <span className="hidden shrink-0 text-sm text-muted sm:inline">
                      ({module.lessons.length} {module.lessons.length === 1 ? 'lesson' : 'lessons'})
                    </span>
                  </button>
                  <MoveButtons label={`module ${module.title}`} onUp={mi > 0 ? () => moveModule(mi, mi - 1) : undefined} onDown={mi < modules.length - 1 ? () => moveModule(mi, mi + 1) : undefined} />
                  <DeleteButton label={`Delete module ${module.title}`} onClick={() => setPendingDelete({ kind: 'module', moduleIndex: mi })} />
                </div>
                {open && (
                  <div id={bodyId} className="border-t border-line p-3 sm:p-4">
                    <FormField label="Module title">
                      {(control) => <input {...control} className={INPUT_CLASS} value={module.title} maxLength={200} onChange={(e) => setModule(mi, { ...module, title: e.target.value })} />}
                    </FormField>
                    <ol className="mt-4 space-y-2" aria-label={`Lessons of module ${mi + 1}`}>
                      {module.lessons.map((lesson, li) => {
                        const lessonOpen = expanded.has(lesson.id);
                        const lessonBodyId = `lesson-body-${lesson.id}`;
                        return (
                          <li
                            key={lesson.id}
                            data-testid="lesson"
                            className={cn('rounded-xl border bg-surface/40', dropTarget === lesson.id ? 'border-brand-600 ring-2 ring-brand-200' : 'border-line')}
                            {...dragHandlers({ kind: 'lesson', moduleIndex: mi, lessonIndex: li }, lesson.id)}
                          >
                            <div className="flex items-center gap-1 p-1.5 sm:gap-2 sm:p-2">
                              <Grip
                                id={lesson.id}
                                label={`Reorder lesson ${lesson.title}`}
                                onDragStart={() => (dragged.current = { kind: 'lesson', moduleIndex: mi, lessonIndex: li })}
                                onMove={(delta) => (delta < 0 ? lessonUp(mi, li) : lessonDown(mi, li))}
                              />
                              <button
                                type="button"
                                onClick={() => toggle(lesson.id)}
                                aria-expanded={lessonOpen}
                                aria-controls={lessonBodyId}
                                className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-2 text-left hover:bg-white"
                              >
                                {lessonOpen ? <ChevronUp className="size-4 shrink-0" aria-hidden="true" /> : <ChevronDown className="size-4 shrink-0" aria-hidden="true" />}
                                <span className="min-w-0 truncate font-medium">{lesson.title || 'Untitled lesson'}</span>
                                <span className="hidden shrink-0 text-sm text-muted sm:inline">{lesson.duration}</span>
                                {lesson.quiz && <span className="hidden shrink-0 rounded-full bg-brand-50 px-2 text-xs font-semibold text-brand-800 sm:inline">Quiz</span>}
                              </button>
                              <MoveButtons
                                label={`lesson ${lesson.title}`}
                                onUp={mi > 0 || li > 0 ? () => lessonUp(mi, li) : undefined}
                                onDown={mi < modules.length - 1 || li < module.lessons.length - 1 ? () => lessonDown(mi, li) : undefined}
                              />
                              <DeleteButton label={`Delete lesson ${lesson.title}`} onClick={() => setPendingDelete({ kind: 'lesson', moduleIndex: mi, lessonIndex: li })} />
                            </div>
                            {lessonOpen && (
                              <div id={lessonBodyId} className="border-t border-line bg-white p-3 sm:p-4">
                                <LessonEditor courseSlug={courseSlug} lesson={lesson} onChange={(next) => setLesson(mi, li, next)} />
                              </div>
                            )}
                          </li>
                        );
                      })}
                    </ol>
                    <Button variant="outline" size="sm" className="mt-3" onClick={() => addLesson(mi)}>
                      <Plus className="size-4" aria-hidden="true" />
                      Add lesson<span className="sr-only"> to module {module.title}</span>
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}

      <ConfirmDialog open={deleting !== null} title={deleting?.title ?? ''} confirmLabel="Delete" destructive onConfirm={confirmDelete} onCancel={() => setPendingDelete(null)}>
        <p>{deleting?.body}</p>
      </ConfirmDialog>
    </section>
  );
}

/** The drag handle, which is also the keyboard's way to reorder: arrow up and down move the item. */
function Grip({ id, label, onDragStart, onMove }: { id: string; label: string; onDragStart: () => void; onMove: (delta: -1 | 1) => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      onMove(event.key === 'ArrowUp' ? -1 : 1);
    }
  };
  return (
    <button
      type="button"
      id={`grip-${id}`}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', label);
        onDragStart();
      }}
      onKeyDown={onKeyDown}
      aria-label={label}
      aria-describedby="reorder-hint"
      className="inline-flex size-10 shrink-0 cursor-grab items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink active:cursor-grabbing"
    >
      <GripVertical className="size-5" aria-hidden="true" />
    </button>
  );
}

function MoveButtons({ label, onUp, onDown }: { label: string; onUp?: () => void; onDown?: () => void }) {
  const style = 'hidden size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink disabled:opacity-40 sm:inline-flex';
  return (
    <>
      <button type="button" className={style} onClick={onUp} disabled={!onUp} aria-label={`Move ${label} up`}>
        <ChevronUp className="size-4" aria-hidden="true" />
      </button>
      <button type="button" className={style} onClick={onDown} disabled={!onDown} aria-label={`Move ${label} down`}>
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
    </>
  );
}

function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      aria-label={label}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-red-50 hover:text-red-800"
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}
