import { Award, BarChart3, Briefcase, GraduationCap, Handshake, Lightbulb, Mic, Wrench } from 'lucide-react';
import { SITE_NAME } from '@shared/brand';
import { INSTRUCTOR } from '@shared/instructor';
import { pageMeta } from '@shared/page-manifest';
import { ButtonLink } from '@web/components/ui/button';
import { Container } from '@web/components/ui/container';
import { SectionHeading } from '@web/components/ui/page-header';
import { CourseCard, CourseCardSkeleton } from '@web/features/catalog/course-card';
import { CoursePlanBadge } from '@web/features/plans/course-plan-badge';
import { PlanAccessNote } from '@web/features/plans/plan-access-note';
import { useCourses } from '@web/features/catalog/use-courses';
import { FeatureGrid } from '@web/features/marketing/feature-grid';
import { usePageMeta } from '@web/lib/use-page-meta';
import { ErrorPanel } from '@web/components/error-panel';

/** Spec §9 fixes the three figures. */
const STATS = [
  { value: '500+', label: 'Businesses helped' },
  { value: '15+', label: 'Years in business' },
  { value: '$50M+', label: 'Revenue impact' },
];

const PHILOSOPHY = [
  {
    icon: Wrench,
    title: 'Start with the problem, not the tool',
    text: 'Every lesson begins with a job you already do: quoting, chasing invoices, answering the same customer question for the tenth time. The tool comes second.',
  },
  {
    icon: Lightbulb,
    title: 'Plain English, always',
    text: 'If a term needs a glossary, it does not belong in the lesson. You will learn what to type, what to check and what to ignore.',
  },
  {
    icon: BarChart3,
    title: 'Measure what changes',
    text: 'Hours saved, replies sent, deals closed. Each course shows you how to track the result, so you know what is worth keeping.',
  },
  {
    icon: Handshake,
    title: 'Small wins this week',
    text: 'One working improvement on Monday beats a perfect plan next quarter. Lessons are short so you can apply them between appointments.',
  },
];

const CREDENTIALS = [
  { icon: Briefcase, text: 'Owner-operator for 15+ years: ran a regional home-services company and grew it from 4 to 60 staff' },
  { icon: Handshake, text: 'Advisor to 500+ small and medium businesses on automation and AI adoption' },
  { icon: BarChart3, text: 'Client projects credited with more than $50M in added revenue and cost savings' },
  { icon: GraduationCap, text: 'MBA in Operations and Strategy' },
  { icon: Mic, text: 'Regular speaker at chambers of commerce, trade associations and small-business development centres' },
  { icon: Award, text: `Founder and lead instructor of ${SITE_NAME}` },
];

const initials = INSTRUCTOR.name
  .split(' ')
  .map((part) => part[0])
  .join('');

export function InstructorPage() {
  usePageMeta(pageMeta('/instructor'));
  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[320px_1fr] lg:gap-16">
          <div
            className="mx-auto flex aspect-square w-40 items-center justify-center rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 text-5xl font-bold text-white shadow-lg sm:w-64 sm:text-7xl lg:w-full"
            aria-hidden="true"
          >
            {initials}
          </div>
          <div className="text-center lg:text-left">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Meet Your Instructor</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{INSTRUCTOR.name}</h1>
            <p className="mt-2 text-lg font-medium text-brand-800">
              {INSTRUCTOR.role}, {SITE_NAME}
            </p>
            <p className="mt-5 max-w-2xl text-lg text-pretty text-muted lg:max-w-none">
              Daniel spent fifteen years running and advising small businesses before he founded {SITE_NAME}. He teaches owners the
              same way he works with clients: find the task that eats your week, fix it with AI, and measure the difference.
            </p>
            <dl className="mt-8 grid grid-cols-3 gap-3 sm:gap-4">
              {STATS.map((stat) => (
                <div key={stat.label} className="flex flex-col rounded-2xl border border-line bg-white p-4 text-center shadow-sm">
                  <dt className="text-xs font-medium text-muted sm:text-sm">{stat.label}</dt>
                  <dd className="order-first text-2xl font-bold tracking-tight text-brand-700 sm:text-4xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </Container>
      </section>

      <section aria-labelledby="story-heading" className="py-16 sm:py-20">
        <div className="mx-auto w-full max-w-3xl px-4 sm:px-6 lg:px-8">
          <h2 id="story-heading" className="text-3xl font-bold tracking-tight">
            From the Front Counter to the Classroom
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-slate-700">
            <p>
              Daniel's first business was a home-services company with four employees, one van and a phone that never stopped ringing. He
              learned the hard way where a small business loses its time: quotes written at midnight, invoices chased by hand, and the same
              five customer questions answered over and over.
            </p>
            <p>
              Automating that busywork let the company grow to sixty people without a back office to match. Other owners started asking
              how he did it, and for the next decade Daniel advised more than 500 businesses, from dental practices and law firms to
              e-commerce shops and construction firms, on putting software and then AI to work.
            </p>
            <p>
              He founded {SITE_NAME} because the same pattern kept repeating: owners were told AI would change everything, then handed
              courses written for engineers. His courses are the opposite. Short, concrete and built around the tasks you already do, so
              you can learn a technique tonight and use it with customers tomorrow.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="philosophy-heading" className="bg-surface py-16 sm:py-20">
        <Container>
          <SectionHeading id="philosophy-heading" title="Teaching Philosophy" lead="Four principles shape every course, module and lesson." />
          <FeatureGrid items={PHILOSOPHY} variant="icon-beside" columns="sm:grid-cols-2" />
        </Container>
      </section>

      <section aria-labelledby="credentials-heading" className="py-16 sm:py-20">
        <div className="mx-auto w-full max-w-4xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="credentials-heading" title="Credentials and Experience" />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {CREDENTIALS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 rounded-2xl border border-line p-5">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="courses-heading" className="bg-surface py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="courses-heading"
            title={`Courses by ${INSTRUCTOR.name}`}
            lead="Every course in the library, from your first AI tool to a strategy for the whole business."
          />
          <InstructorCourses />
          <div className="mt-12 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/courses" variant="outline" size="lg">
              Browse All Courses
            </ButtonLink>
            <ButtonLink to="/pricing" size="lg">
              See Plans and Pricing
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}

function InstructorCourses() {
  const { data: courses, isPending, isError, refetch } = useCourses();
  if (isPending) {
    return (
      <div role="status" aria-label="Loading courses" className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <CourseCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorPanel className="mt-12" onRetry={() => void refetch()}>
        We couldn't load the courses. Please check your connection and try again.
      </ErrorPanel>
    );
  }
  if (courses.length === 0) {
    return <p className="mt-12 rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">No courses available yet.</p>;
  }
  return (
    <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {courses.map((course, index) => (
        <CourseCard key={course.id} course={course} index={index} headingLevel="h3" planBadge={<CoursePlanBadge plan={course.requiredPlan} />}
          note={<PlanAccessNote requiredPlan={course.requiredPlan} className="mt-4" />} />
      ))}
    </div>
  );
}
