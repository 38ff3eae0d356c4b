import { joinChanges } from '../../../shared/course-changes';
import { publishChecklist, type ChecklistCourse } from '../../../shared/publish-checklist';
import { AppError } from '../../http/app-error';

/** The course builder's rules, pure: what a save or a delete may do to learners' courses. */

const learners = (n: number) => `${n} ${n === 1 ? 'learner' : 'learners'}`;

/** A course with enrolled learners is not deleted (their progress and certificates hang on it): unpublish it instead. */
export function assertCanDelete(enrolledLearners: number): void {
  if (enrolledLearners > 0) {
    throw new AppError(
      'COURSE_HAS_LEARNERS',
      `This course can't be deleted: ${learners(enrolledLearners)} ${enrolledLearners === 1 ? 'is' : 'are'} enrolled. Unpublish it instead (turn Published off and save): it leaves the catalogue and they keep their progress.`,
    );
  }
}

export interface StaleSave {
  /** Who saved since the copy was loaded, oldest first. */
  savedBy: string[];
  /** What changed since, as phrases; null when the copy's version is no longer kept. */
  changes: string[] | null;
}

/** A save names the version its copy started from; any other version means someone saved in between. */
export function assertCurrentVersion(currentVersion: number, baseVersion: number, stale: () => Promise<StaleSave>): Promise<void> {
  if (currentVersion === baseVersion) return Promise.resolve();
  return stale().then(({ savedBy, changes }) => {
    const names = [...new Set(savedBy)];
    const who = names.length === 0 ? 'Someone' : joinChanges(names, 3);
    const what = changes ? ` (${joinChanges(changes)})` : '';
    throw new AppError(
      'COURSE_CHANGED',
      `${who} saved this course after you opened it${what}. Nothing was saved: your changes are still here. Load the latest version, then make your changes again.`,
    );
  });
}

/** Removing lessons learners completed needs the admin's confirmation; their certificates are kept either way. */
export function assertRemovalConfirmed(completed: { title: string; learners: number }[], confirmed: boolean): void {
  if (completed.length === 0 || confirmed) return;
  const list = completed.map((lesson) => `"${lesson.title}" (${learners(lesson.learners)})`).join(', ');
  throw new AppError(
    'COMPLETED_LESSONS_REMOVED',
    `Learners have completed ${completed.length === 1 ? 'a lesson' : 'lessons'} you removed: ${list}. Save again to confirm: their certificates are kept and their progress counts only the remaining lessons.`,
  );
}

/** A draft is published when the content standard's checklist finds nothing missing, or when the owner says "publish anyway". */
export function assertReadyToPublish(course: ChecklistCourse, publishAnyway: boolean): void {
  if (publishAnyway) return;
  const missing = publishChecklist(course);
  if (missing.length === 0) return;
  throw new AppError('PUBLISH_CHECKLIST', `Not published yet. Before publishing: ${missing.join(' ')} Save with "Publish anyway" to publish as it is.`);
}
