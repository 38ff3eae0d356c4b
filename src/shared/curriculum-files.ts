import type { Curriculum } from './curriculum';

/** One place a lesson refers to a file: its video, or one of its resources. */
export interface FileUse {
  url: string;
  kind: 'video' | 'resource';
  lessonId: string;
  lessonTitle: string;
  /** The resource's title (the name a download is offered under); absent for a video. */
  resourceTitle?: string;
}

/** Every file address a curriculum's lessons refer to, in course order (addresses as stored, trimmed). */
export function filesUsedBy(curriculum: Curriculum): FileUse[] {
  return curriculum.modules.flatMap((module) =>
    module.lessons.flatMap((lesson) => {
      const lessonRef = { lessonId: lesson.id, lessonTitle: lesson.title };
      const video: FileUse[] = lesson.video_url.trim() ? [{ url: lesson.video_url.trim(), kind: 'video', ...lessonRef }] : [];
      const resources = lesson.resources.map((resource): FileUse => ({ url: resource.file_url.trim(), kind: 'resource', ...lessonRef, resourceTitle: resource.title }));
      return [...video, ...resources];
    }),
  );
}
