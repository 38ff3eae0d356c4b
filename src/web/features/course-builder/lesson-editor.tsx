import { useState } from 'react';
import { Film, Plus, X } from 'lucide-react';
import { TOOL_IDS, TOOL_INFO } from '@shared/tools/tool-catalog';
import { isPlayableVideoUrl } from '@shared/video-url';
import { Button } from '@web/components/ui/button';
import { LessonMarkdown } from '@web/features/learn';
import type { DraftLesson } from './course-draft';
import { newQuiz } from './course-draft';
import { FormField } from '@web/components/admin/form-section';
import { INPUT_CLASS, SELECT_CLASS, TEXTAREA_CLASS } from './field';
import { QuizEditor } from './quiz-editor';
import { ResourcesEditor } from './resources-editor';
import { VideoDialog } from './video-dialog';

interface LessonEditorProps {
  courseSlug: string;
  lesson: DraftLesson;
  onChange: (lesson: DraftLesson) => void;
}

/** One lesson: its fields, markdown with the player's own live preview, video, resources and quiz. */
export function LessonEditor({ courseSlug, lesson, onChange }: LessonEditorProps) {
  const [choosingVideo, setChoosingVideo] = useState(false);
  const set = <K extends keyof DraftLesson>(key: K, value: DraftLesson[K]) => onChange({ ...lesson, [key]: value });
  const insertTool = (toolId: string) => {
    const directive = `::tool{id="${toolId}"}`;
    set('content', lesson.content.trim() === '' ? `${directive}\n` : `${lesson.content.replace(/\s*$/, '')}\n\n${directive}\n`);
  };
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

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col">
          <FormField label="Content (markdown)" hint='Tables, task lists and footnotes work. Embed a tool with ::tool{id="roi-calculator"}.'>
            {(control) => (
              <textarea
                {...control}
                className={`${TEXTAREA_CLASS} min-h-64 font-mono text-sm`}
                rows={14}
                value={lesson.content}
                onChange={(e) => set('content', e.target.value)}
              />
            )}
          </FormField>
          <FormField label="Insert a tool" className="mt-3">
            {(control) => (
              <select
                {...control}
                className={SELECT_CLASS}
                value=""
                onChange={(e) => {
                  if (e.target.value) insertTool(e.target.value);
                }}
              >
                <option value="">Choose a tool to add at the end…</option>
                {TOOL_IDS.map((id) => (
                  <option key={id} value={id}>
                    {TOOL_INFO[id].name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <section aria-label={`Preview of ${lesson.title || 'the lesson'}`} className="min-w-0">
          <p className="text-sm font-medium">Preview</p>
          <div className="mt-1.5 max-h-[36rem] min-h-64 overflow-y-auto rounded-lg border border-line bg-white px-4 py-2 sm:px-5">
            {lesson.content.trim() === '' ? (
              <p className="my-4 text-muted">No additional content for this lesson.</p>
            ) : (
              // Without a course and lesson the tools work in place but save nothing: this is a preview.
              <LessonMarkdown content={lesson.content} />
            )}
          </div>
        </section>
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
            Hide the video placeholder <span className="text-muted">(hide_video_placeholder: with no video, show nothing rather than 'Video coming soon')</span>
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
