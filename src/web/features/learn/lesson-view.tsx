import * as Tabs from '@radix-ui/react-tabs';
import { ArrowRight, Award, Check, CircleCheck, ClipboardCheck, Clock } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import type { CompleteLessonResponse, PlayerLesson } from '@shared/api/learning';
import { PASS_QUIZ_TO_COMPLETE, quizCompletionHint } from '@shared/lesson-completion';
import { resolvePassingScore } from '@shared/quiz-scoring';
import { lessonMediaLayout, resourcesInContentTab } from '@shared/resource-preview';
import { isPlayableVideoUrl } from '@shared/video-url';
import { Button, ButtonLink } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { LessonDiscussion } from '@web/features/community';
import { QuizPanel } from '@web/features/quiz';
import { LessonMarkdown } from './lesson-markdown';
import { ResourceList } from './lesson-resources';
import { LessonVideo, VideoPlaceholder } from './lesson-video';

interface LessonViewProps {
  courseId: string;
  courseSlug: string;
  courseTitle: string;
  lesson: PlayerLesson;
  /** 'Module 2 · Lesson 4 of 12' */
  position: string;
  completed: boolean;
  completing: boolean;
  hasNextLesson: boolean;
  /** Completing this lesson moves on to the next one ('Complete and continue'); otherwise it stays ('Mark as Complete'). */
  continuesAfterCompleting: boolean;
  /** The player just moved here by completing the lesson before: the title takes the focus. */
  focusTitle: boolean;
  /** Shown when every lesson is done and the certificate exists (spec §2). */
  certificatePath: string | null;
  onComplete: () => void;
  /** A tool in the lesson, or its passed quiz, completed it on the server (tools.md "completes", decision 0026). */
  onLessonCompleted: (lessonId: string, result: CompleteLessonResponse) => void;
  onNext: () => void;
  onOpenLesson: (lessonId: string) => void;
  /** Open the lesson's video at this second ('Continue Learning'); null to offer resuming instead. */
  videoStartAt: number | null;
}

const TAB_TRIGGER =
  'inline-flex items-center gap-2 border-b-2 border-transparent px-1 pb-3 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-800';

/** A finished lesson's button stays readable rather than faded like other disabled buttons. */
const COMPLETED_BUTTON = 'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-200';

/** Spec §2 Lesson player main area: media, the lesson's title and actions, then its Content and Quiz tabs. */
export function LessonView(props: LessonViewProps) {
  const { lesson } = props;
  const layout = lessonMediaLayout({
    hasPlayableVideo: isPlayableVideoUrl(lesson.video_url),
    resourceCount: lesson.resources.length,
    hideVideoPlaceholder: lesson.hide_video_placeholder,
  });
  const quiz = lesson.quiz;
  const questionCount = quiz?.questions_per_attempt ?? 0;
  const content = lesson.content.trim();
  const { courseId, courseSlug, onLessonCompleted } = props;
  const toolPlace = useMemo(() => ({ courseId, courseSlug, lessonId: lesson.id, onLessonCompleted }), [courseId, courseSlug, lesson.id, onLessonCompleted]);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { focusTitle } = props;
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus({ preventScroll: true });
  }, [focusTitle, lesson.id]);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
      {props.certificatePath !== null && <CourseCompleteBanner courseTitle={props.courseTitle} certificatePath={props.certificatePath} />}

      {layout === 'video' && (
        <LessonVideo courseSlug={props.courseSlug} lessonId={lesson.id} lessonTitle={lesson.title} url={lesson.video_url} startAt={props.videoStartAt} />
      )}
      {layout === 'placeholder-player' && <VideoPlaceholder />}
      {layout === 'resources-on-top' && (
        <div className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
          <ResourceList resources={lesson.resources} headingLevel="h2" headingId={`resources-top-${lesson.id}`} />
        </div>
      )}

      <div className={layout === 'none' ? '' : 'mt-8'}>
        <p className="text-sm font-semibold text-brand-700">{props.position}</p>
        <h2 ref={titleRef} tabIndex={-1} className="mt-1 text-2xl font-bold tracking-tight text-balance focus:outline-none sm:text-3xl">
          {lesson.title}
        </h2>
        {lesson.description.trim() && <p className="mt-3 text-lg text-pretty text-muted">{lesson.description}</p>}
        <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-muted">
          <Clock className="size-4" aria-hidden="true" />
          {lesson.duration}
        </p>
        <LessonActions {...props} label="Lesson actions" className="mt-6" />
      </div>

      <Tabs.Root key={lesson.id} defaultValue="content" className="mt-10">
        <Tabs.List aria-label="Lesson sections" className="flex gap-6 border-b border-line">
          <Tabs.Trigger value="content" className={TAB_TRIGGER}>
            Content
          </Tabs.Trigger>
          {quiz && (
            <Tabs.Trigger value="quiz" className={TAB_TRIGGER}>
              <span>Quiz</span>{' '}
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {questionCount}
                <span className="sr-only"> {questionCount === 1 ? 'question' : 'questions'}</span>
              </span>
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="content" className="pt-6 focus-visible:outline-offset-4">
          {content ? <LessonMarkdown content={content} toolPlace={toolPlace} /> : <p className="text-muted">No additional content for this lesson.</p>}
          {resourcesInContentTab(layout, lesson.resources.length) && (
            <div className="mt-10 border-t border-line pt-8">
              <ResourceList resources={lesson.resources} headingLevel="h3" headingId={`resources-${lesson.id}`} />
            </div>
          )}
          {content && (
            <div className="mt-10 flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 sm:flex-row sm:items-center sm:justify-between">
              <p className="font-semibold text-ink">{props.completed ? 'You completed this lesson.' : 'Finished this lesson?'}</p>
              <LessonActions {...props} label="End of lesson actions" />
            </div>
          )}
        </Tabs.Content>
        {quiz && (
          <Tabs.Content value="quiz" className="pt-6 focus-visible:outline-offset-4">
            <QuizPanel
              courseSlug={props.courseSlug}
              lessonId={lesson.id}
              quiz={quiz}
              onContinue={props.onNext}
              onLessonCompleted={onLessonCompleted}
              onOpenLesson={props.onOpenLesson}
            />
          </Tabs.Content>
        )}
      </Tabs.Root>

      <LessonDiscussion key={`discussion-${lesson.id}`} courseSlug={props.courseSlug} lessonId={lesson.id} />
    </div>
  );
}

/** In place of 'Mark as Complete' on a lesson completed by passing its quiz (decision 0026). */
function QuizCompletionNote({ passingScore }: { passingScore: number }) {
  return (
    <div className="flex items-start gap-2 rounded-lg bg-surface px-4 py-2.5 text-sm ring-1 ring-line">
      <ClipboardCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <p>
        <span className="font-semibold text-ink">{PASS_QUIZ_TO_COMPLETE}</span> <span className="text-muted">{quizCompletionHint(passingScore)}</span>
      </p>
    </div>
  );
}

/**
 * 'Complete and continue' ('Mark as Complete' where nothing follows; 'Completed' once done; on a
 * lesson with a quiz, the note that passing completes it) and 'Next Lesson', the lesson after the
 * one on screen: under the lesson's title, and again where its text ends.
 */
function LessonActions(props: LessonViewProps & { label: string; className?: string }) {
  const quiz = props.lesson.quiz;
  return (
    <div role="group" aria-label={props.label} className={cn('flex flex-wrap gap-3', props.className)}>
      {props.completed ? (
        <button type="button" disabled className={COMPLETED_BUTTON}>
          <CircleCheck className="size-4" aria-hidden="true" />
          Completed
        </button>
      ) : quiz ? (
        <QuizCompletionNote passingScore={resolvePassingScore(quiz.passing_score)} />
      ) : (
        <Button onClick={props.onComplete} disabled={props.completing} aria-busy={props.completing}>
          <Check className="size-4" aria-hidden="true" />
          {props.continuesAfterCompleting ? 'Complete and continue' : 'Mark as Complete'}
        </Button>
      )}
      <Button variant="outline" onClick={props.onNext} disabled={!props.hasNextLesson}>
        Next Lesson
        <ArrowRight className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Every lesson shows it once the course is done, so on a phone it stays one short row. */
function CourseCompleteBanner({ courseTitle, certificatePath }: { courseTitle: string; certificatePath: string }) {
  return (
    <div className="mb-6 flex items-center gap-3 rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-3 text-white shadow-sm sm:mb-8 sm:gap-4 sm:p-6">
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-400 text-ink sm:size-12">
        <Award className="size-5 sm:size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-bold sm:text-lg">Course Complete</h2>
        <p className="mt-1 hidden text-sm text-brand-100 sm:block">
          You finished every lesson of {courseTitle}. Your Certificate of Completion is ready to print or share.
        </p>
      </div>
      <ButtonLink to={certificatePath} variant="accent" size="sm" className="shrink-0 sm:h-10 sm:px-4">
        View Certificate
      </ButtonLink>
    </div>
  );
}
