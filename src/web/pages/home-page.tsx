import { HOME_PAGE_META } from '@shared/page-title';
import { svgIcon } from '@web/components/icons';
import { ButtonLink } from '@web/components/ui/button';
import { Container } from '@web/components/ui/container';
import { SectionHeading } from '@web/components/ui/page-header';
import { CourseCard, type CourseCardData } from '@web/features/catalog/course-card';
import { useCourses } from '@web/features/catalog/use-courses';
import { FeatureGrid } from '@web/features/marketing/feature-grid';
import { usePageMeta } from '@web/lib/use-page-meta';

/**
 * The spec fixes the three featured courses; they ship with the page. Only those in the
 * published catalogue are shown (issue 16: a draft is not on sale), which the server renders in.
 */
const FEATURED_COURSES: CourseCardData[] = [
  {
    slug: 'ai-101-for-business-owners',
    title: 'AI 101 for Business Owners',
    description: 'What AI can and cannot do for a small business, and the first three places to use it this week.',
    level: 'Beginner',
    duration: '2 hours',
    thumbnailUrl: '/images/courses/ai-101-for-business-owners.svg',
  },
  {
    slug: 'automate-your-business',
    title: 'Automate Your Business with AI',
    description: 'Map your busywork, pick the tasks worth automating and build workflows you test, document and can leave running.',
    level: 'Intermediate',
    duration: '3 hours',
    thumbnailUrl: '/images/courses/automate-your-business.svg',
  },
  {
    slug: 'ai-strategy-blueprint',
    title: 'AI Strategy Blueprint for SMBs',
    description: 'Turn scattered AI experiments into a 12-month plan with budgets, owners and measurable returns.',
    level: 'Advanced',
    duration: '4 hours',
    thumbnailUrl: '/images/courses/ai-strategy-blueprint.svg',
  },
];

// Drawn by the app rather than imported from lucide-react: `/` does without its runtime (decision 0029).
const ArrowRightIcon = svgIcon(
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
);
const TargetIcon = svgIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="6" />
    <circle cx="12" cy="12" r="2" />
  </>,
);
const RocketIcon = svgIcon(
  <>
    <path d="M12 15v5s3.03-.55 4-2c1.08-1.62 0-5 0-5" />
    <path d="M4.5 16.5c-1.5 1.26-2 5-2 5s3.74-.5 5-2c.71-.84.7-2.13-.09-2.91a2.18 2.18 0 0 0-2.91-.09" />
    <path d="M9 12a22 22 0 0 1 2-3.95A12.88 12.88 0 0 1 22 2c0 2.72-.78 7.5-6 11a22.4 22.4 0 0 1-4 2z" />
    <path d="M9 12H4s.55-3.03 2-4c1.62-1.08 5 .05 5 .05" />
  </>,
);
const UsersIcon = svgIcon(
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <path d="M16 3.128a4 4 0 0 1 0 7.744" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
    <circle cx="9" cy="7" r="4" />
  </>,
);

const WHY_POINTS = [
  {
    icon: TargetIcon,
    title: 'Zero Fluff Education',
    text: 'No jargon and no theory for its own sake. Every lesson ends with something you can do in your business.',
  },
  {
    icon: RocketIcon,
    title: 'Immediate Results',
    text: 'Learn a technique in the evening and use it with customers, staff or suppliers the next morning.',
  },
  {
    icon: UsersIcon,
    title: 'Expert Guidance',
    text: 'Taught by an operator who has helped more than 500 small businesses put AI to work.',
  },
];

export function HomePage() {
  usePageMeta(HOME_PAGE_META);
  const { data: catalogue } = useCourses();
  // Until the catalogue is known (or if it cannot be read) the spec's fixed list stands.
  const featured = catalogue ? FEATURED_COURSES.filter((course) => catalogue.some((published) => published.slug === course.slug)) : FEATURED_COURSES;
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
        <Container className="py-20 text-center sm:py-28">
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">Learn AI. Apply it tomorrow.</p>
          <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">Smarter Business Starts Here</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-brand-100">
            Practical, action-based AI courses for small and medium business owners. Save hours every week, serve customers better
            and grow without hiring ahead of revenue.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/pricing" variant="accent" size="lg">
              Start Learning Free
            </ButtonLink>
            <ButtonLink to="/courses" variant="outline-inverse" size="lg">
              Browse Courses
            </ButtonLink>
          </div>
        </Container>
      </section>

      <section aria-labelledby="why-heading" className="py-20">
        <Container>
          <SectionHeading id="why-heading" title="Why Business Owners Learn With Us" lead="Built for people who run a business, not for people who study AI." />
          <FeatureGrid items={WHY_POINTS} variant="large-card" columns="md:grid-cols-3" />
        </Container>
      </section>

      <section aria-labelledby="featured-heading" className="bg-surface py-20">
        <Container>
          <SectionHeading id="featured-heading" title="Featured Courses" lead="Start where you are: from your first AI tool to a strategy for the whole company." />
          <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featured.map((course, index) => (
              <CourseCard key={course.slug} course={course} index={index} headingLevel="h3" />
            ))}
          </div>
          <div className="mt-10 text-center">
            <ButtonLink to="/courses" variant="outline" size="lg">
              View All Courses <ArrowRightIcon className="size-4" aria-hidden="true" />
            </ButtonLink>
          </div>
        </Container>
      </section>

      <section aria-labelledby="cta-heading" className="py-20">
        <Container>
          <div className="rounded-3xl bg-brand-700 px-6 py-14 text-center text-white sm:px-12">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance">
              Ready to put AI to work in your business?
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-lg text-brand-100">Start free today. Upgrade when you are ready for more courses.</p>
            <ButtonLink to="/pricing" variant="accent" size="lg" className="mt-8">
              See Plans and Pricing
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
