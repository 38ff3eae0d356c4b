import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import type { CompleteLessonResponse, PlayerCourseResponse } from '@shared/api/learning';
import { flattenLessons, initialLessonId, lessonAfterCompleting, nextLessonId } from '@shared/course-progress';
import { LESSON_PARAM, parseResumeParam, RESUME_TIME_PARAM } from '@shared/video-resume';
import { track } from '@web/lib/analytics';
import { CourseSidebar } from './course-sidebar';
import { LearnTopBar } from './learn-top-bar';
import { LessonView } from './lesson-view';
import { useCompleteLesson, useCompletionApplier } from './use-player-course';

interface LessonPlayerProps {
  data: PlayerCourseResponse;
  userId: string;
}

/** Spec §2 Lesson player and §4 Lesson: which lesson is open, completing it, and moving on. */
export function LessonPlayer({ data, userId }: LessonPlayerProps) {
  const { course, progress, certificate } = data;
  const [searchParams, setSearchParams] = useSearchParams();
  const lessons = useMemo(() => flattenLessons(course), [course]);
  const completedIds = progress.completedLessonIds;

  // Spec §4: the first lesson not yet completed, decided once on arrival; completing the last
  // open lesson must not jump back to one skipped earlier.
  const [arrivalLessonId] = useState(() => initialLessonId(course, completedIds));
  const requested = searchParams.get(LESSON_PARAM);
  const current = lessons.find(({ lesson }) => lesson.id === requested) ?? lessons.find(({ lesson }) => lesson.id === arrivalLessonId) ?? null;
  const currentId = current?.lesson.id ?? null;
  const currentRef = useRef(currentId);
  currentRef.current = currentId;

  // 'Continue Learning' opens a lesson at a position (?t=): used by the lesson it names, once.
  const [arrivalStart, setArrivalStart] = useState(() => {
    const seconds = parseResumeParam(searchParams.get(RESUME_TIME_PARAM));
    return seconds !== null && requested !== null ? { lessonId: requested, seconds } : null;
  });
  useEffect(() => {
    if (arrivalStart !== null && arrivalStart.lessonId !== currentId) setArrivalStart(null);
  }, [arrivalStart, currentId]);
  useEffect(() => {
    if (!searchParams.has(RESUME_TIME_PARAM)) return;
    // A reload later should offer the newest position, not jump back to this one.
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(RESUME_TIME_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);
  const videoStartAt = arrivalStart !== null && arrivalStart.lessonId === currentId ? arrivalStart.seconds : null;

  // The lesson 'Complete and continue' just opened: its title takes the focus, so the move is seen
  // and heard, and a second Enter cannot complete the new lesson too.
  const [arrivedByCompletion, setArrivedByCompletion] = useState<string | null>(null);
  const [openModuleIds, setOpenModuleIds] = useState(() => course.modules.map((module) => module.id));
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const sidebarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const selectLesson = useCallback(
    (lessonId: string, moduleId?: string) => {
      const module = moduleId ?? lessons.find(({ lesson }) => lesson.id === lessonId)?.moduleId;
      if (module !== undefined) setOpenModuleIds((open) => (open.includes(module) ? open : [...open, module]));
      setSidebarOpen(false);
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.set(LESSON_PARAM, lessonId);
        return next;
      });
    },
    [lessons, setSearchParams],
  );

  const closeSidebar = useCallback(() => {
    setSidebarOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!sidebarOpen) return;
    closeRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeSidebar();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [sidebarOpen, closeSidebar]);

  const complete = useCompleteLesson(course.slug);
  const applyCompletion = useCompletionApplier(course.slug, userId);
  /*
   * One way a completion lands, from 'Complete and continue' (or 'Mark as Complete') or from a tool that completes its
   * lesson. Only the button moves on to the next lesson: a tool's learner is reading the
   * result the tool just gave (decision 0013).
   */
  const applyLessonCompletion = useCallback(
    (lessonId: string, result: CompleteLessonResponse, moveOn: boolean) => {
      applyCompletion(result);
      toast.success('Lesson completed! Your progress has been saved.');
      track('lesson_completed', { course_id: course.id, lesson_id: lessonId, progress_percentage: result.progress.percent });
      if (result.certificateIssued) {
        toast.success("Congratulations! You've completed the course and earned your certificate!");
        track('certificate_earned', { course_id: course.id, course_title: course.title });
      }
      if (result.certificateWhenPublished) {
        toast.success('You finished this early-access course. Your certificate is issued once the course is published.');
      }
      // Spec §4: a finished course stays put (the certificate is the next step); otherwise on to
      // the next lesson, unless the learner has already moved somewhere else meanwhile.
      if (!moveOn || result.progress.completedCount >= result.progress.totalLessons) return;
      const next = nextLessonId(course, lessonId);
      if (next !== null && currentRef.current === lessonId) {
        setArrivedByCompletion(next);
        selectLesson(next);
      }
    },
    [applyCompletion, course, selectLesson],
  );
  const onToolCompletedLesson = useCallback(
    (lessonId: string, result: CompleteLessonResponse) => applyLessonCompletion(lessonId, result, false),
    [applyLessonCompletion],
  );
  const markComplete = () => {
    if (currentId === null) return;
    const lessonId = currentId;
    complete.mutate(lessonId, {
      onSuccess: (result) => applyLessonCompletion(lessonId, result, true),
      onError: (error) => {
        console.error('Failed to save lesson progress', error);
        toast.error('Error saving progress');
      },
    });
  };

  const nextId = currentId === null ? null : nextLessonId(course, currentId);
  // The lesson after the one on screen when the click lands, even if a completion has just moved
  // the player on and this render's handler has not caught up.
  const showNextLesson = () => {
    const next = currentRef.current === null ? null : nextLessonId(course, currentRef.current);
    if (next !== null) selectLesson(next);
  };
  const certificatePath = certificate ? `/certificate/${course.id}` : null;

  return (
    <div className="bg-white">
      <LearnTopBar
        ref={toggleRef}
        courseTitle={course.title}
        percent={progress.percent}
        certificatePath={certificatePath}
        sidebarId={sidebarId}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
      />
      <div className="lg:flex">
        {sidebarOpen && (
          <div data-testid="course-content-overlay" className="fixed inset-0 z-45 bg-slate-950/50 lg:hidden" aria-hidden="true" onClick={closeSidebar} />
        )}
        <CourseSidebar
          ref={closeRef}
          id={sidebarId}
          modules={course.modules}
          completedLessonIds={completedIds}
          completedCount={progress.completedCount}
          totalLessons={progress.totalLessons}
          currentLessonId={currentId}
          openModuleIds={openModuleIds}
          onOpenModulesChange={setOpenModuleIds}
          onSelectLesson={selectLesson}
          open={sidebarOpen}
          onClose={closeSidebar}
        />
        <div className="min-w-0 flex-1">
          {current ? (
            <LessonView
              courseId={course.id}
              courseSlug={course.slug}
              courseTitle={course.title}
              lesson={current.lesson}
              position={`Module ${current.moduleIndex + 1} · Lesson ${lessons.indexOf(current) + 1} of ${lessons.length}`}
              completed={completedIds.includes(current.lesson.id)}
              completing={complete.isPending}
              hasNextLesson={nextId !== null}
              continuesAfterCompleting={lessonAfterCompleting(course, current.lesson.id, completedIds) !== null}
              focusTitle={arrivedByCompletion === current.lesson.id}
              certificatePath={progress.percent === 100 ? certificatePath : null}
              onComplete={markComplete}
              onLessonCompleted={onToolCompletedLesson}
              onNext={showNextLesson}
              onOpenLesson={selectLesson}
              videoStartAt={videoStartAt}
            />
          ) : (
            <div className="mx-auto max-w-2xl px-4 py-16 text-center">
              <h2 className="text-2xl font-bold">No lessons yet</h2>
              <p className="mt-3 text-muted">This course doesn't have any lessons yet. Check back soon, or pick another course from your dashboard.</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
