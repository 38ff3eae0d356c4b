import { useEffect, type ReactNode } from 'react';
import { ArrowRight, Award, BookOpen, CreditCard, GraduationCap, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { LEARNING_PATHS, suggestNextCourse } from '@shared/learning-paths';
import { toast } from '@web/lib/toast';
import type { SessionUser } from '@shared/api/accounts';
import type { EnrolledCourse } from '@shared/api/learning';
import { grants } from '@shared/entitlements';
import type { CourseViewer } from '@shared/plan-access';
import { pageMeta } from '@shared/page-manifest';
import type { Plan } from '@shared/plans';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import { useRequireUser } from '@web/lib/require-user';
import { useSignOut } from '@web/lib/use-sign-out';
import { LevelBadge } from '@web/features/catalog/level-badge';
import { useCourses } from '@web/features/catalog/use-courses';
import { useMyCourses } from '@web/features/enrollment/use-my-courses';
import { EnrolledCourseCard } from '@web/features/enrollment/enrolled-course-card';
import { usePageMeta } from '@web/lib/use-page-meta';
import { SubscriptionCard } from '@web/features/billing/subscription-card';
import { AuditPurchases } from '@web/features/billing/audit-purchase-card';
import { BillingHistory } from '@web/features/billing/billing-history';
import { ErrorPanel } from '@web/components/error-panel';
import { CertificationTracksSection } from '@web/features/certifications';
import { StrategyCall } from '@web/features/calls';
import { TeamAccessCard } from '@web/features/teams';
import { PLAN_BADGE_VARIANTS } from '@web/lib/plan-badge-variant';
import { AuditDashboardCard } from '@web/features/audits';
import { EmailConfirmationNotice } from '@web/features/accounts/email-confirmation-notice';

/** Spec §6: elite default, pro secondary, otherwise outline. */
export function planBadgeVariant(plan: Plan | undefined): BadgeVariant {
  return PLAN_BADGE_VARIANTS[plan ?? 'free'];
}

export function DashboardPage() {
  usePageMeta(pageMeta('/dashboard'));
  const session = useRequireUser('/dashboard');

  useEffect(() => {
    if (session.status === 'error') toast.error('Failed to load dashboard data', { id: 'dashboard-load' });
  }, [session.status]);

  if (session.status === 'error') {
    return (
      <ErrorPanel layout="page" title="Failed to load dashboard data" onRetry={session.retry}>
        We couldn't reach your account just now. Your courses and progress are safe; please try again.
      </ErrorPanel>
    );
  }
  if (session.status !== 'signed-in') return <DashboardSkeleton />;
  return <Dashboard user={session.user} />;
}

function Dashboard({ user }: { user: SessionUser }) {
  const myCourses = useMyCourses(user.id);
  const plan = user.plan ?? 'free';

  useEffect(() => {
    if (myCourses.isError) toast.error('Failed to load dashboard data', { id: 'dashboard-load' });
  }, [myCourses.isError]);

  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">Welcome, {user.firstName.trim() || 'Student'}!</h1>
          <p className="mt-3 text-lg text-pretty text-muted">Your courses, account and plan in one place.</p>
          <p className="mt-4 flex flex-wrap items-center gap-2 text-muted">
            Your plan:
            <Badge variant={planBadgeVariant(plan)} className="px-3 py-1 text-sm tracking-wide">
              {plan.toUpperCase()}
            </Badge>
          </p>
        </Container>
      </section>

      <Container className="py-10 sm:py-12">
        <EmailConfirmationNotice user={user} />
        <h2 className="sr-only">Overview</h2>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <OverviewCard icon={BookOpen} title="My Courses">
            {myCourses.data ? (
              <>
                <p className="text-4xl font-bold tracking-tight">{myCourses.data.length}</p>
                <p className="mt-1 text-sm text-muted">{myCourses.data.length === 1 ? 'course enrolled' : 'courses enrolled'}</p>
              </>
            ) : myCourses.isError ? (
              <p className="text-sm text-muted">Your courses couldn't be loaded.</p>
            ) : (
              <div role="status" aria-label="Loading your courses" className="space-y-2">
                <Skeleton className="h-10 w-12" />
                <Skeleton className="h-4 w-32" />
              </div>
            )}
          </OverviewCard>
          <OverviewCard icon={UserRound} title="Account">
            <p className="text-sm text-muted">Signed in as</p>
            <p className="mt-0.5 font-medium break-all">{user.email}</p>
            <div className="mt-auto flex flex-wrap gap-2 pt-5">
              <ButtonLink to="/profile" variant="outline" size="sm">
                Edit Profile
              </ButtonLink>
              <SignOutButton />
            </div>
          </OverviewCard>
          <OverviewCard icon={CreditCard} title="Subscription">
            <SubscriptionCard user={user} />
          </OverviewCard>
        </div>
        <AuditPurchases userId={user.id} />
        <TeamAccessCard userId={user.id} plan={plan} />
        <AuditDashboardCard userId={user.id} />
        {grants(plan, 'strategyCall') && <StrategyCall userId={user.id} />}

        <section aria-labelledby="my-courses-heading" className="mt-12">
          <h2 id="my-courses-heading" className="text-2xl font-bold tracking-tight">
            My Courses
          </h2>
          <MyCourses courses={myCourses.data} viewer={{ plan, isAdmin: user.isAdmin }} isError={myCourses.isError} onRetry={() => void myCourses.refetch()} />
        </section>
        {myCourses.data && <MyCertificates courses={myCourses.data} />}
        <CertificationTracksSection userId={user.id} />
        {myCourses.data && <NextCourse enrolled={myCourses.data} />}
        <BillingHistory userId={user.id} />
      </Container>
    </>
  );
}

function MyCourses({
  courses,
  viewer,
  isError,
  onRetry,
}: {
  courses: EnrolledCourse[] | undefined;
  viewer: CourseViewer;
  isError: boolean;
  onRetry: () => void;
}) {
  if (isError) {
    return (
      <ErrorPanel className="mt-6" title="Failed to load dashboard data" onRetry={onRetry}>
        Your enrolments and progress are safe. Please try again.
      </ErrorPanel>
    );
  }
  if (!courses) {
    return (
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-80 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (courses.length === 0) {
    return (
      <div className="mt-6 rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-line">
          <GraduationCap className="size-7" aria-hidden="true" />
        </span>
        <h3 className="mt-4 text-xl font-semibold">No courses yet</h3>
        <p className="mx-auto mt-2 max-w-md text-muted">
          Pick a course that matches a problem in your business this week. Most owners start with AI 101 for Business Owners: it is free and takes
          about two hours.
        </p>
        <ButtonLink to="/courses" size="lg" className="mt-6">
          Browse Courses
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id}>
          <EnrolledCourseCard course={course} viewer={viewer} />
        </li>
      ))}
    </ul>
  );
}

/** Every certificate the learner holds, each a link to it. */
function MyCertificates({ courses }: { courses: EnrolledCourse[] }) {
  const certified = courses.filter((course) => course.certificateId !== null);
  return (
    <section aria-labelledby="my-certificates-heading" className="mt-12">
      <h2 id="my-certificates-heading" className="text-2xl font-bold tracking-tight">
        My certificates
      </h2>
      {certified.length === 0 ? (
        <p className="mt-4 text-muted">Finish every lesson of a course to earn its Certificate of Completion. It will wait for you here.</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {certified.map((course) => (
            <li key={course.id}>
              <Card className="flex items-center gap-4 p-5">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-800">
                  <Award className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-balance">{course.title}</p>
                  <p className="font-mono text-sm text-muted">{course.certificateId}</p>
                </div>
                <Link to={`/certificate/${course.id}`} className="shrink-0 rounded text-sm font-semibold text-brand-700 hover:underline">
                  View<span className="sr-only"> the certificate for {course.title}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The next course of the learning paths, for a learner who has more to take. */
function NextCourse({ enrolled }: { enrolled: EnrolledCourse[] }) {
  const catalogue = useCourses();
  if (!catalogue.data) return null;
  const published = catalogue.data.map((course) => course.slug);
  const next = suggestNextCourse(LEARNING_PATHS, published, enrolled.map((course) => course.slug));
  const course = next && catalogue.data.find((entry) => entry.slug === next.slug);
  if (!course) return null;
  return (
    <section aria-labelledby="next-course-heading" className="mt-12">
      <h2 id="next-course-heading" className="text-2xl font-bold tracking-tight">
        Your next course
      </h2>
      <Card className="mt-6 flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <LevelBadge level={course.level} />
          <p className="mt-2 text-lg font-semibold text-balance">{course.title}</p>
          <p className="mt-1 text-sm text-muted">{course.description}</p>
        </div>
        <ButtonLink to={`/courses/${course.slug}`} variant="outline" className="shrink-0">
          See the course
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </Card>
    </section>
  );
}

function OverviewCard({ icon: Icon, title, children }: { icon: typeof BookOpen; title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col p-6">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h3 className="text-lg font-semibold">{title}</h3>
      </div>
      <div className="mt-5 flex flex-1 flex-col">{children}</div>
    </Card>
  );
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button variant="outline" size="sm" disabled={signOut.isPending} aria-busy={signOut.isPending} onClick={() => signOut.mutate()}>
      <LogOut className="size-4" aria-hidden="true" />
      {signOut.isPending ? 'Signing Out…' : 'Sign Out'}
    </Button>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading your dashboard">
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="space-y-4 py-10 sm:py-14">
          <Skeleton className="h-10 w-72 max-w-full" />
          <Skeleton className="h-6 w-40" />
        </Container>
      </section>
      <Container className="grid gap-6 py-10 sm:py-12 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-48 rounded-2xl" />
        ))}
      </Container>
    </div>
  );
}
