import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, ExternalLink, Loader2, Save } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { CourseVersionSummary, EditableCourse } from '@shared/api/admin-courses';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiRequestError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { publishChecklist } from '@shared/publish-checklist';
import { isDraftProblem, sameDraft, toDraft, toSaveRequest, type DraftCourse } from './course-draft';
import { CourseForm } from './course-form';
import { CurriculumEditor } from './curriculum-editor';
import { PublishChecklistDialog } from './publish-checklist-dialog';
import {
  adminCoursesKey,
  courseVersionsKey,
  editableCourseKey,
  fetchEditableCourse,
  restoreCourseVersion,
  saveCourse,
  useEditableCourse,
} from './use-admin-courses';
import { useLeavePrompt } from './use-leave-prompt';
import { VersionsPanel } from './versions-panel';

export const COURSE_NOT_FOUND = 'Course not found.';
export const SAVE_FAILED = 'Failed to save course.';
export const SAVED = 'Course saved successfully.';

/** The edit page's body: loads the course, keeps the admin's copy, saves it against the version it came from. */
export function CourseEditor({ adminId, slug }: { adminId: string; slug: string }) {
  const course = useEditableCourse(adminId, slug);
  const navigate = useNavigate();
  const notFound = course.error instanceof ApiRequestError && course.error.status === 404;

  useEffect(() => {
    if (!notFound) return;
    toast.error(COURSE_NOT_FOUND, { id: 'course-not-found' });
    void navigate('/admin/courses', { replace: true });
  }, [notFound, navigate]);

  if (course.isPending) return <EditorSkeleton />;
  if (course.isError) {
    return (
      <Container className="py-16 text-center">
        <p role="alert" className="text-2xl font-bold">
          {notFound ? COURSE_NOT_FOUND : "Couldn't load the course."}
        </p>
        {!notFound && <p className="mt-2 text-muted">{errorMessage(course.error)}</p>}
        <ButtonLink to="/admin/courses" className="mt-6">
          Back to Courses
        </ButtonLink>
      </Container>
    );
  }
  return <Editor key={course.data.id} adminId={adminId} initial={course.data} />;
}

function Editor({ adminId, initial }: { adminId: string; initial: EditableCourse }) {
  const queryClient = useQueryClient();
  const [base, setBase] = useState(initial);
  const [draft, setDraft] = useState<DraftCourse>(() => toDraft(initial));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [confirmRemoval, setConfirmRemoval] = useState<string | null>(null);
  const [confirmReload, setConfirmReload] = useState(false);
  const [missing, setMissing] = useState<string[] | null>(null);
  const dirty = !sameDraft(draft, toDraft(base));
  useLeavePrompt(dirty);

  const adopt = (saved: EditableCourse) => {
    setBase(saved);
    setDraft(toDraft(saved));
    setStale(null);
    setProblem(null);
    queryClient.setQueryData(editableCourseKey(adminId, saved.slug), { course: saved });
    void queryClient.invalidateQueries({ queryKey: courseVersionsKey(adminId, saved.slug) });
    void queryClient.invalidateQueries({ queryKey: adminCoursesKey(adminId) });
  };

  const refused = (error: unknown) => {
    if (error instanceof ApiRequestError && error.code === 'COMPLETED_LESSONS_REMOVED') {
      setConfirmRemoval(error.message);
      return;
    }
    const message = errorMessage(error);
    if (error instanceof ApiRequestError && error.code === 'COURSE_CHANGED') setStale(message);
    else setProblem(message);
    toast.error(SAVE_FAILED, { description: message });
  };

  const save = async ({ confirmRemovingCompletedLessons = false, publishAnyway = false } = {}) => {
    const request = toSaveRequest(draft, base.version, confirmRemovingCompletedLessons);
    if (isDraftProblem(request)) {
      setProblem(request.message);
      toast.error(SAVE_FAILED, { description: request.message });
      return;
    }
    const checklist = draft.published && !base.published && !publishAnyway ? publishChecklist(draft) : [];
    if (checklist.length > 0) {
      setMissing(checklist);
      return;
    }
    setSaving(true);
    try {
      const { course } = await saveCourse(base.slug, { ...request, publishAnyway });
      adopt(course);
      toast.success(SAVED);
    } catch (error) {
      refused(error);
    } finally {
      setSaving(false);
    }
  };

  const restore = async (version: CourseVersionSummary) => {
    setSaving(true);
    try {
      const { course } = await restoreCourseVersion(base.slug, version.id, { baseVersion: base.version });
      adopt(course);
      toast.success(`Version ${version.version} restored`, { description: 'The course is saved as it was then.' });
    } catch (error) {
      refused(error);
    } finally {
      setSaving(false);
    }
  };

  const loadLatest = async () => {
    setConfirmReload(false);
    try {
      const { course } = await fetchEditableCourse(base.slug);
      adopt(course);
      toast.success('Latest version loaded');
    } catch (error) {
      toast.error("Couldn't load the latest version", { description: errorMessage(error) });
    }
  };

  return (
    <>
      <div className="sticky top-16 z-20 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <Container className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <ButtonLink to="/admin/courses" variant="ghost" size="sm" className="-ml-3">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Courses
          </ButtonLink>
          <p className="order-last w-full text-xs text-muted sm:order-none sm:w-auto sm:min-w-0 sm:flex-1 sm:text-sm" aria-live="polite">
            {saving ? 'Saving…' : dirty ? 'Unsaved changes' : `Version ${base.version}, saved`}
          </p>
          <Button onClick={() => void save()} disabled={saving} aria-busy={saving} className="ml-auto">
            {saving ? <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" /> : <Save className="size-4" aria-hidden="true" />}
            Save Changes
          </Button>
        </Container>
      </div>

      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-8 sm:py-10">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Edit course</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance break-words sm:text-4xl">{draft.title || 'Untitled course'}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <span>{base.published ? 'Published' : 'Draft'}</span>
            <Link to={`/courses/${base.slug}`} className="inline-flex items-center gap-1 font-medium text-brand-800 underline underline-offset-4">
              /courses/{base.slug}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
            {base.enrollmentCount > 0 && (
              <span>
                {base.enrollmentCount} {base.enrollmentCount === 1 ? 'learner' : 'learners'} enrolled
              </span>
            )}
          </p>
        </Container>
      </section>

      <Container className="py-8 sm:py-10">
        {stale && (
          <div role="alert" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5">
            <p className="flex items-start gap-2 font-semibold">
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              This course changed since you opened it
            </p>
            <p className="mt-1 text-sm">{stale}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => setConfirmReload(true)} aria-haspopup="dialog">
              Load the latest version
            </Button>
          </div>
        )}
        {problem && !stale && (
          <p role="alert" className="mb-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            {SAVE_FAILED} {problem}
          </p>
        )}

        <CourseForm courseSlug={base.slug} value={draft} onChange={(fields) => setDraft((current) => ({ ...current, ...fields }))} />
        <CurriculumEditor courseSlug={base.slug} modules={draft.modules} onChange={(modules) => setDraft((current) => ({ ...current, modules }))} />
        <VersionsPanel adminId={adminId} slug={base.slug} currentVersion={base.version} dirty={dirty} restoring={saving} onRestore={(version) => void restore(version)} />
      </Container>

      <ConfirmDialog
        open={confirmRemoval !== null}
        title="Remove lessons learners completed?"
        confirmLabel="Save and remove"
        destructive
        onConfirm={() => {
          setConfirmRemoval(null);
          void save({ confirmRemovingCompletedLessons: true });
        }}
        onCancel={() => setConfirmRemoval(null)}
      >
        <p>{confirmRemoval}</p>
      </ConfirmDialog>
      <PublishChecklistDialog
        missing={missing}
        onPublishAnyway={() => {
          setMissing(null);
          void save({ publishAnyway: true });
        }}
        onCancel={() => setMissing(null)}
      />
      <ConfirmDialog
        open={confirmReload}
        title="Load the latest version?"
        confirmLabel="Load latest version"
        destructive
        onConfirm={() => void loadLatest()}
        onCancel={() => setConfirmReload(false)}
      >
        <p>Your changes in this editor are replaced by the version saved last. Copy anything you want to keep first.</p>
      </ConfirmDialog>
    </>
  );
}

function EditorSkeleton() {
  return (
    <div role="status" aria-label="Loading the course">
      <Container className="space-y-4 py-10">
        <Skeleton className="h-10 w-80 max-w-full" />
        <Skeleton className="h-64 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </Container>
    </div>
  );
}
