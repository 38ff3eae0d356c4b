import { useState } from 'react';
import { Film, Plus, X } from 'lucide-react';
import { isPlayableVideoUrl } from '@shared/video-url';
import { Button } from '@web/components/ui/button';
import type { DraftLesson } from './course-draft';
import { newQuiz } from './course-draft';
import { FormField } from '@web/components/admin/form-section';
import { INPUT_CLASS, TEXTAREA_CLASS } from './field';
import { LessonTextEditor } from './lesson-text-editor';
import { QuizEditor } from './quiz-editor';
import { ResourcesEditor } from './resources-editor';
import { VideoDialog } from './video-dialog';

interface LessonEditorProps {
  courseSlug: string;
  lesson: DraftLesson;
  onChange: (lesson: DraftLesson) => void;
}

/** One lesson: its fields, its text in the rich-text editor, video, resources and quiz. */
export function LessonEditor({ courseSlug, lesson, onChange }: LessonEditorProps) {
  const [choosingVideo, setChoosingVideo] = useState(false);
  const set = <K extends keyof DraftLesson>(key: K, value: DraftLesson[K]) => onChange({ ...lesson, [key]: value });
  const videoSet = lesson.video_url.trim() !== '';

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField label="Lesson title">
          {(control) => <input {...control} className={INPUT_CLASS} value={lesson.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />}
        </FormField>
        <FormField label="Duration">
          {(control) => <input {...control} className={INPUT_CLASS} value={lesson.duration} maxLength={32} placeholder="5 min" onChange={(e) => set('duration', e.target.value)} />}
        </FormField>
      </div>
      <FormField label="Lesson description">
        {(control) => <textarea {...control} className={TEXTAREA_CLASS} rows={2} maxLength={2000} value={lesson.description} onChange={(e) => set('description', e.target.value)} />}
      </FormField>

      <div>
        <p className="text-sm font-medium">
          Lesson text
        </p>
        <p className="mt-0.5 text-xs text-muted">Headings, lists, tables, links, pictures and interactive tools, as learners will see them.</p>
        <div className="mt-1.5">
          <LessonTextEditor courseSlug={courseSlug} lessonTitle={lesson.title} value={lesson.content} onChange={(content) => set('content', content)} />
        </div>
      </div>

      <fieldset className="rounded-xl border border-line p-4 sm:p-5">
        <legend className="px-1 text-base font-semibold">Video</legend>
        <div className="flex flex-wrap items-center gap-3">
          <Film className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm wrap-anywhere">
            {videoSet ? (
              <>
                <span className="sr-only">Assigned video: </span>
                {lesson.video_url}
                {!isPlayableVideoUrl(lesson.video_url) && <span className="block text-red-800">The player cannot play this address.</span>}
              </>
            ) : (
              <span className="text-muted">No video assigned.</span>
            )}
          </p>
          <Button variant="outline" size="sm" onClick={() => setChoosingVideo(true)} aria-haspopup="dialog">
            {videoSet ? 'Change video' : 'Assign video'}
          </Button>
          {videoSet && (
            <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50" onClick={() => set('video_url', '')}>
              <X className="size-4" aria-hidden="true" />
              Remove video
            </Button>
          )}
        </div>
        <label className="mt-4 flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            checked={lesson.hide_video_placeholder}
            onChange={(e) => set('hide_video_placeholder', e.target.checked)}
          />
          <span>
            Hide the video placeholder <span className="text-muted">(with no video, show nothing rather than 'Video coming soon')</span>
          </span>
        </label>
      </fieldset>
      <VideoDialog
        open={choosingVideo}
        lessonTitle={lesson.title}
        currentUrl={lesson.video_url}
        onChoose={(url) => set('video_url', url)}
        onClose={() => setChoosingVideo(false)}
      />

      <ResourcesEditor courseSlug={courseSlug} resources={lesson.resources} onChange={(resources) => set('resources', resources)} />

      {lesson.quiz ? (
        <QuizEditor quiz={lesson.quiz} onChange={(quiz) => set('quiz', quiz)} onRemove={() => set('quiz', null)} />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => set('quiz', newQuiz(lesson.title))}>
          <Plus className="size-4" aria-hidden="true" />
          Add quiz
        </Button>
      )}
    </div>
  );
}
