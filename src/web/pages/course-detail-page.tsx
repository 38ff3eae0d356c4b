import { useEffect } from 'react';
import { ArrowLeft, Award, BookOpen, BookOpenText, Check, CircleCheck, CirclePlay, Clock, Layers, ListChecks, Lock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { INSTRUCTOR } from '@shared/instructor';
import { acceptsEnrolment, EARLY_ACCESS_NOTE, IN_DEVELOPMENT_NOTICE } from '@shared/course-access';
import { displayedModules } from '@shared/curriculum-outline';
import { previewLessonId, previewPath } from '@shared/course-preview';
import { viewerCanOpen } from '@shared/plan-access';
import { PLAN_OFFERS, type Plan } from '@shared/plans';
import { Badge } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import { CoursePlanBadge } from '@web/features/plans/course-plan-badge';
import { PlanAccessNote, useCourseViewer } from '@web/features/plans/plan-access-note';
import { LevelBadge } from '@web/features/catalog/level-badge';
import { useSession } from '@web/lib/use-session';
import { useCourse } from '@web/features/catalog/use-course';
import { EnrollButton } from '@web/features/enrollment/enroll-button';
import { CoursePaywall } from '@web/features/billing/course-paywall';
import { EarlyAccessBadge } from '@web/features/enrollment/early-access-badge';
import { useEarlyAccessCourses, useEnrollmentStatus } from '@web/features/enrollment/use-my-courses';
import { track } from '@web/lib/analytics';
import { usePageMeta } from '@web/lib/use-page-meta';

export function CourseDetailPage() {
  const { slug = '' } = useParams();
  const { data: course, isPending, isError, error } = useCourse(slug);
  const enrolled = useEnrollmentStatus(slug) === 'enrolled';
  const earlyAccess = useEarlyAccessCourses().data?.some((entry) => entry.slug === slug) ?? false;
  const session = useSession();
  const viewer = useCourseViewer();
  usePageMeta({ title: course?.title ?? (isError ? 'Course Not Found' : 'Course'), description: course?.description });

  useEffect(() => {
    if (isError) console.error('Failed to load course', slug, error);
  }, [isError, slug, error]);

  const viewedCourseId = course?.id;
  const viewedCourseTitle = course?.title;
  useEffect(() => {
    if (viewedCourseId !== undefined && viewedCourseTitle !== undefined) {
      track('course_viewed', { course_id: viewedCourseId, course_title: viewedCourseTitle });
    }
  }, [viewedCourseId, viewedCourseTitle]);

  if (isPending) return <CourseDetailSkeleton />;
  if (isError) return <CourseNotFound />;

  const modules = displayedModules(course.modules);
  const lessonCount = modules.reduce((count, module) => count + module.lessons.length, 0);
  // Padlocks only where the viewer's plan does not open the course yet (a visitor counts as free).
  const canOpen = viewerCanOpen(viewer ?? null, course.requiredPlan);
  const previewId = enrolled ? null : previewLessonId(course);
  // The offer waits for the session, so a member whose plan opens the course never sees it flash.
  const showPaywall = viewer !== undefined && !canOpen && !enrolled;
  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="grid gap-10 py-10 lg:grid-cols-[1fr_420px] lg:items-center lg:py-14">
          <div>
            <Link to="/courses" className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline">
              <ArrowLeft className="size-4" aria-hidden="true" /> Back to Courses
            </Link>
            {!course.published && (
              <p role="note" className="mt-4 rounded-xl border border-accent-400 bg-accent-100 p-4 text-sm text-accent-800">
                {earlyAccess ? EARLY_ACCESS_NOTE : IN_DEVELOPMENT_NOTICE}
              </p>
            )}
            <div className="mt-5 flex flex-wrap items-center gap-2">
              {earlyAccess && <EarlyAccessBadge />}
              <LevelBadge level={course.level} />
              <CoursePlanBadge plan={course.requiredPlan} />
            </div>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{course.title}</h1>
            <p className="mt-4 max-w-2xl text-lg text-pretty text-muted">{course.description}</p>
            <dl className="mt-6 flex flex-wrap gap-6 text-sm text-muted">
              <div className="flex items-center gap-2">
                <Clock className="size-4 text-brand-700" aria-hidden="true" />
                <dt className="sr-only">Duration</dt>
                <dd>{course.duration}</dd>
              </div>
              <div className="flex items-center gap-2">
                <Layers className="size-4 text-brand-700" aria-hidden="true" />
                <dt className="sr-only">Modules</dt>
                <dd>
                  {modules.length} {modules.length === 1 ? 'module' : 'modules'}
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <ListChecks className="size-4 text-brand-700" aria-hidden="true" />
                <dt className="sr-only">Lessons</dt>
                <dd>
                  {lessonCount} {lessonCount === 1 ? 'lesson' : 'lessons'}
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <Award className="size-4 text-brand-700" aria-hidden="true" />
                <dt className="sr-only">Certificate</dt>
                <dd>Certificate of Completion</dd>
              </div>
            </dl>
            <PlanAccessNote requiredPlan={course.requiredPlan} className="mt-5" />
            {/* A draft offers no enrolment, except to an admin previewing it and to an Elite member
                when it is early access (the server decides both); a learner enrolled before it went
                back to draft keeps 'Continue Learning'. */}
            {(enrolled || earlyAccess || acceptsEnrolment(course, { isAdmin: session.user?.isAdmin ?? false })) && (
              <div className="mt-8">
                <EnrollButton course={course} />
              </div>
            )}
            {showPaywall && <CoursePaywall plan={course.requiredPlan} previewPath={previewId ? previewPath(course.slug) : null} className="mt-4 max-w-xl" />}
          </div>
          {course.thumbnailUrl && (
            <img
              src={course.thumbnailUrl}
              alt=""
              width={1200}
              height={675}
              className="hidden aspect-video w-full rounded-2xl border border-line object-cover shadow-sm lg:block"
            />
          )}
        </Container>
      </section>

      <Container className="grid gap-10 py-12 lg:grid-cols-[1fr_320px]">
        <div className="space-y-12">
          {course.outcomes.length > 0 && (
            <section aria-labelledby="outcomes-heading">
              <h2 id="outcomes-heading" className="text-2xl font-bold tracking-tight">
                What you'll be able to do
              </h2>
              <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                {course.outcomes.map((outcome) => (
                  <li key={outcome} className="flex gap-3 rounded-xl border border-line bg-white p-4 text-sm text-ink">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                    <span>{outcome}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="curriculum-heading">
            <h2 id="curriculum-heading" className="text-2xl font-bold tracking-tight">
              Curriculum
            </h2>
            <ol className="mt-6 space-y-4">
              {modules.map((module, moduleIndex) => (
                <li key={module.id}>
                  <Card>
                    <h3 className="border-b border-line px-5 py-4 font-semibold">
                      Module {moduleIndex + 1}: {module.title}
                    </h3>
                    <ul className="divide-y divide-line">
                      {module.lessons.map((lesson) => (
                        <li key={lesson.id} className="flex items-center gap-3 px-5 py-3 text-sm">
                          {lesson.id === previewId ? (
                            <BookOpenText className="size-4 shrink-0 text-brand-700" aria-label="Free preview" />
                          ) : !canOpen ? (
                            <Lock className="size-4 shrink-0 text-slate-500" aria-label="Locked" />
                          ) : enrolled ? (
                            <CircleCheck className="size-4 shrink-0 text-brand-700" aria-label="Available" />
                          ) : (
                            <CirclePlay className="size-4 shrink-0 text-brand-700" aria-label="Included" />
                          )}
                          {lesson.id === previewId ? (
                            <span className="flex flex-1 flex-wrap items-center gap-2">
                              <Link to={previewPath(course.slug)} className="rounded font-medium text-brand-700 hover:underline">
                                {lesson.title}
                              </Link>
                              <Badge variant="secondary">Preview</Badge>
                            </span>
                          ) : (
                            <span className="flex-1">{lesson.title}</span>
                          )}
                          <span className="text-muted">{lesson.duration}</span>
                        </li>
                      ))}
                    </ul>
                  </Card>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <div className="space-y-6">
          <PlanCard plan={course.requiredPlan} canOpen={canOpen} signedIn={viewer !== null && viewer !== undefined} />
          <aside aria-labelledby="certificate-heading">
            <Card className="p-6">
              <h2 id="certificate-heading" className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted uppercase">
                <Award className="size-4 text-brand-700" aria-hidden="true" />
                Certificate
              </h2>
              <p className="mt-3 text-sm text-ink">
                The course ends with a Certificate of Completion in your name, with an ID anyone can check on our verify page.
              </p>
              <p className="mt-2 text-sm text-muted">
                To earn it, complete every lesson; a lesson with a quiz is complete once you pass its quiz. Retakes are unlimited.
              </p>
              <Link to="/certification" className="mt-3 inline-flex rounded text-sm font-semibold text-brand-700 hover:underline">
                How certificates work
              </Link>
            </Card>
          </aside>
          <aside aria-labelledby="instructor-heading">
            <Card className="p-6">
              <h2 id="instructor-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
                Your Instructor
              </h2>
              <div className="mt-4 flex items-center gap-3">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                  {INSTRUCTOR.name
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </span>
                <div>
                  <p className="font-semibold">{INSTRUCTOR.name}</p>
                  <p className="text-sm text-muted">{INSTRUCTOR.role}</p>
                </div>
              </div>
              <p className="mt-4 text-sm text-muted">
                15+ years building and advising small businesses, and 500+ owners helped to put AI to work.
              </p>
              <Link to="/about" className="mt-4 inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline">
                <BookOpen className="size-4" aria-hidden="true" /> About us and our approach
              </Link>
            </Card>
          </aside>
        </div>
      </Container>
    </>
  );
}

/** The plan the course needs and its price, and whether the viewer's plan opens it. */
function PlanCard({ plan, canOpen, signedIn }: { plan: Plan; canOpen: boolean; signedIn: boolean }) {
  const offer = PLAN_OFFERS[plan];
  return (
    <aside aria-labelledby="plan-heading">
      <Card className="p-6">
        <h2 id="plan-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">Plan</h2>
        <p className="mt-3 text-lg font-semibold text-ink">{offer.name}</p>
        <p className="text-sm text-muted">{offer.pricePerYear === 0 ? 'Free: $0, no card needed' : `$${offer.pricePerYear} per year for every course in the plan`}</p>
        {signedIn && !canOpen && (
          <ButtonLink to="/pricing" variant="accent" className="mt-4 w-full">
            See plans
          </ButtonLink>
        )}
        {!signedIn && plan !== 'free' && (
          <Link to="/pricing" className="mt-3 inline-flex rounded text-sm font-semibold text-brand-700 hover:underline">
            Compare plans
          </Link>
        )}
      </Card>
    </aside>
  );
}

function CourseDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading course" className="min-h-svh">
      <Container className="space-y-4 py-14">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-12 w-40" />
        <div className="space-y-4 pt-8">
          <Skeleton className="h-32 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      </Container>
    </div>
  );
}

function CourseNotFound() {
  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-bold">Course Not Found</h1>
      <p className="mt-3 text-muted">This course doesn't exist or is no longer offered.</p>
      <ButtonLink to="/courses" className="mt-8">
        Browse All Courses
      </ButtonLink>
    </Container>
  );
}
