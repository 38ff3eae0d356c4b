import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { COURSE_LEVELS, isCourseLevel, type CourseLevel } from '@shared/levels';
import { pageMeta } from '@shared/page-manifest';
import { Container } from '@web/components/ui/container';
import { PageHeader } from '@web/components/ui/page-header';
import { CourseCard, CourseCardSkeleton } from '@web/features/catalog/course-card';
import { CoursePlanBadge } from '@web/features/plans/course-plan-badge';
import { PlanAccessNote } from '@web/features/plans/plan-access-note';
import { SearchForm } from '@web/features/search/search-form';
import { useCourses } from '@web/features/catalog/use-courses';
import { EarlyAccessBadge } from '@web/features/enrollment/early-access-badge';
import { useEarlyAccessCourses } from '@web/features/enrollment/use-my-courses';
import { usePageMeta } from '@web/lib/use-page-meta';
import { ErrorPanel } from '@web/components/error-panel';

type LevelTab = 'All' | CourseLevel;
const TABS: LevelTab[] = ['All', ...COURSE_LEVELS];

/** Spec §9: six skeleton cards on All, two on a level tab. */
const skeletonCount = (tab: LevelTab) => (tab === 'All' ? 6 : 2);

export function CoursesPage() {
  usePageMeta(pageMeta('/courses'));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('level');
  // An unknown level in the address falls back to All rather than an empty page.
  const tab: LevelTab = isCourseLevel(requested) ? requested : 'All';
  const { data: courses, isPending, isError, refetch } = useCourses();

  const selectTab = (value: string) => {
    setSearchParams(value === 'All' ? {} : { level: value }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageHeader
        eyebrow="Course library"
        title="All Courses"
        lead="Short, practical courses that take two to four hours, each ending with something you can use in your business the next day."
      >
        <SearchForm className="w-full max-w-xl" />
      </PageHeader>
      <Container className="py-12">
        <EarlyAccessSection />
        <Tabs.Root value={tab} onValueChange={selectTab}>
          <Tabs.List aria-label="Filter courses by level" className="mx-auto flex w-fit max-w-full gap-1 overflow-x-auto rounded-xl bg-surface p-1">
            {TABS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
              >
                {value}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map((value) => (
            <Tabs.Content key={value} value={value} className="mt-10 focus-visible:outline-none">
              {isPending ? (
                <div role="status" aria-label="Loading courses" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {Array.from({ length: skeletonCount(value) }, (_, index) => (
                    <CourseCardSkeleton key={index} />
                  ))}
                </div>
              ) : isError ? (
                <ErrorPanel onRetry={() => void refetch()}>We couldn't load the courses. Please check your connection and try again.</ErrorPanel>
              ) : (
                <CourseGrid courses={value === 'All' ? courses : courses.filter((course) => course.level === value)} tab={value} />
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </>
  );
}

function CourseGrid({ courses, tab }: { courses: NonNullable<ReturnType<typeof useCourses>['data']>; tab: LevelTab }) {
  if (courses.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line p-10 text-center text-muted">
        {tab === 'All' ? 'No courses available yet.' : `No ${tab.toLowerCase()} courses available yet.`}
      </p>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {courses.map((course, index) => (
        <CourseCard key={course.id} course={course} index={index} planBadge={<CoursePlanBadge plan={course.requiredPlan} />}
          note={<PlanAccessNote requiredPlan={course.requiredPlan} className="mt-4" />} />
      ))}
    </div>
  );
}

/** Drafts an Elite member may take before everyone else (decision 0094); nothing for anyone else. */
function EarlyAccessSection() {
  const { data: courses } = useEarlyAccessCourses();
  if (!courses || courses.length === 0) return null;
  return (
    <section aria-labelledby="early-access-heading" className="mb-12">
      <h2 id="early-access-heading" className="text-2xl font-bold tracking-tight">
        Early access for Elite members
      </h2>
      <p className="mt-1 text-muted">Courses still being finished that you can take now. Your certificate is issued once each is published.</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {courses.map((course, index) => (
          <CourseCard key={course.id} course={course} index={index} planBadge={<EarlyAccessBadge />} />
        ))}
      </div>
    </section>
  );
}
