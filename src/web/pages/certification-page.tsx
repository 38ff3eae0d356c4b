import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { Award, BadgeCheck, BookOpenCheck, Briefcase, CheckCircle2, ClipboardList, Share2, ShieldCheck, TrendingUp, UserPlus } from 'lucide-react';
import { SITE_NAME } from '@shared/brand';
import { INSTRUCTOR } from '@shared/instructor';
import { pageMeta } from '@shared/page-manifest';
import { CERTIFICATION_TRACKS, type CertificationTrack } from '@shared/certification-tracks';
import { LEARNING_PATHS } from '@shared/learning-paths';
import { PLAN_OFFERS } from '@shared/plans';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Container } from '@web/components/ui/container';
import { PageHeader, SectionHeading } from '@web/components/ui/page-header';
import { CallToAction } from '@web/features/marketing/call-to-action';
import { FeatureGrid } from '@web/features/marketing/feature-grid';
import { cn } from '@web/lib/cn';
import { useCourses } from '@web/features/catalog/use-courses';
import { CaseStudiesSection } from '@web/features/case-studies';
import { TrackProgress, useCertificationTracks } from '@web/features/certifications';
import { AssessmentSkeleton } from '@web/features/certifications/assessment-skeleton';
import { signInPath } from '@web/lib/require-user';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useSession } from '@web/lib/use-session';

const AssessmentView = lazy(() => import('@web/features/certifications/assessment-view').then((module) => ({ default: module.AssessmentView })));

const STEPS = [
  {
    icon: UserPlus,
    title: 'Enroll in a Course',
    text: 'Pick a course or a learning path that matches your plan and where your business is today.',
  },
  {
    icon: BookOpenCheck,
    title: 'Complete the Lessons',
    text: 'Work through every lesson and use the templates and tools on your own business.',
  },
  {
    icon: ClipboardList,
    title: 'Pass the Quizzes',
    text: 'A lesson with a quiz is complete once you pass it. Retake it as often as you like: a failed attempt shows which questions to revisit.',
  },
  {
    icon: Award,
    title: 'Earn Your Certificate',
    text: 'Your Certificate of Completion is issued the moment every lesson is done. Finish a track’s courses and pass its timed final assessment to earn the certification too. Each has a unique ID anyone can verify.',
  },
];

interface Certification {
  track: CertificationTrack;
  badge: BadgeVariant;
  summary: string;
  requirements: string[];
}

const [FUNDAMENTALS, STRATEGIST, PARTNER] = CERTIFICATION_TRACKS as [CertificationTrack, CertificationTrack, CertificationTrack];

/** Spec §3: the certification tiers, one per plan, each earned as issue 26 describes (decision 0068). */
const CERTIFICATIONS: Certification[] = [
  {
    track: FUNDAMENTALS,
    badge: 'outline',
    summary: 'Proves you understand what AI can do for a small business and can use it safely in everyday work.',
    requirements: ['Complete AI 101 for Business Owners', `Score ${FUNDAMENTALS.passPercent}%+ on the fundamentals assessment (${FUNDAMENTALS.questionsPerAttempt} questions, ${FUNDAMENTALS.timeLimitMinutes} minutes)`],
  },
  {
    track: STRATEGIST,
    badge: 'secondary',
    summary: 'Shows you can find the right AI opportunities in a business and turn them into working automations and campaigns.',
    requirements: [
      `Complete the ${STRATEGIST.courseSlugs.length} Pro courses of the Automation & Growth path`,
      `Score ${STRATEGIST.passPercent}%+ on the strategist assessment (${STRATEGIST.questionsPerAttempt} questions, ${STRATEGIST.timeLimitMinutes} minutes)`,
    ],
  },
  {
    track: PARTNER,
    badge: 'default',
    summary: 'Our highest credential, for owners and advisors who lead AI projects from plan to measurable results.',
    requirements: [
      `Complete the ${PARTNER.courseSlugs.length} Elite courses of the AI Leadership path`,
      `Score ${PARTNER.passPercent}%+ on the implementation assessment (${PARTNER.questionsPerAttempt} questions, ${PARTNER.timeLimitMinutes} minutes)`,
      `Submit ${PARTNER.caseStudies} case studies of AI projects you led, approved by our review board`,
      'Valid for one year: keep it current with annual continuing education',
    ],
  },
];

const BENEFITS = [
  {
    icon: Briefcase,
    title: 'Win Client Trust',
    text: 'Show customers and partners that your business uses AI competently and responsibly, not as a gimmick.',
  },
  {
    icon: TrendingUp,
    title: 'Stand Out From Competitors',
    text: 'Put a recognised credential on your website, proposals and listings where rivals have nothing to show.',
  },
  {
    icon: ShieldCheck,
    title: 'Verifiable by Anyone',
    text: 'Every certificate carries a unique ID, so clients and employers can confirm it is genuine in seconds.',
  },
  {
    icon: Share2,
    title: 'Easy to Share',
    text: 'Download it as a PDF, print it for the office wall, and add it to your LinkedIn profile with one button.',
  },
];

const subscribeToNothing = () => () => undefined;

/**
 * /certification, or with `?assessment=<track>` that track's final assessment (a member's view,
 * whose code loads only then). The server renders the assessment's skeleton, and so does the
 * browser while it hydrates, before the view takes over.
 */
export function CertificationPage() {
  const [search] = useSearchParams();
  const assessment = search.get('assessment');
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (assessment === null) return <CertificationOverview />;
  if (!hydrated) return <AssessmentSkeleton />;
  return (
    <Suspense fallback={<AssessmentSkeleton />}>
      <AssessmentView trackId={assessment} />
    </Suspense>
  );
}

function CertificationOverview() {
  usePageMeta(pageMeta('/certification'));
  return (
    <>
      <PageHeader
        eyebrow="Certification"
        title="Get Certified in AI for Business"
        lead="Earn a Certificate of Completion for every course you finish, then a certification that proves you can put AI to work in a real business."
      />

      <section aria-labelledby="how-it-works-heading" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="how-it-works-heading" title="How It Works" lead="Four steps from your first lesson to a certificate you can show clients." />
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="relative rounded-2xl border border-line bg-surface p-6">
                <div className="flex items-center justify-between">
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <span className="text-sm font-semibold text-brand-800">Step {index + 1}</span>
                </div>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted">{text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="certifications-heading" className="bg-surface py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="certifications-heading"
            title="Three Certifications, One for Every Plan"
            lead="Finish a track’s courses, then pass its timed final assessment: three attempts in 30 days, at least 24 hours apart. Your progress on each track shows here once you sign in."
          />
          <CertificationTiers />
          <MyCaseStudies />
        </Container>
      </section>

      <section aria-labelledby="benefits-heading" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="benefits-heading" title="Why Get Certified" lead="A credential that works as hard for your business as the skills behind it." />
          <FeatureGrid items={BENEFITS} variant="plain" columns="sm:grid-cols-2 lg:grid-cols-4" />
        </Container>
      </section>

      <section aria-labelledby="sample-heading" className="bg-surface py-16 sm:py-20">
        <Container>
          <SectionHeading id="sample-heading" title="Sample Certificate" lead="This is what you receive when you finish a course." />
          <SampleCertificate />
        </Container>
      </section>

      <CallToAction
        id="certification-cta-heading"
        title="Start Working Toward Your First Certificate"
        lead="Pick a course and finish it this week, or choose the plan that includes the courses you want."
        primary={{ to: '/courses', label: 'Browse Courses' }}
        secondary={{ to: '/pricing', label: 'View Pricing' }}
      />
    </>
  );
}

/** The signed-in Elite learner's case studies, under the tiers (the section shows nothing to others). */
function MyCaseStudies() {
  const session = useSession();
  return session.status === 'signed-in' ? <CaseStudiesSection userId={session.user.id} /> : null;
}

function CertificationTiers() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : undefined;
  const tracks = useCertificationTracks(userId);
  const catalogue = useCourses();
  return (
    <div className="mt-12 grid gap-6 lg:grid-cols-3">
      {CERTIFICATIONS.map((certification) => {
        const { track } = certification;
        const state = tracks.data?.find((entry) => entry.id === track.id);
        const published = catalogue.data && new Set(catalogue.data.map((course) => course.slug));
        const toCome = published ? track.courseSlugs.filter((slug) => !published.has(slug)) : [];
        return (
          <Card key={track.id} className={cn('flex flex-col p-7', track.plan === 'elite' && 'border-2 border-brand-700 shadow-lg')}>
            <div className="flex items-center justify-between gap-3">
              <BadgeCheck className="size-9 text-brand-700" aria-hidden="true" />
              <span className="flex flex-wrap justify-end gap-2">
                {toCome.length > 0 && <Badge variant="accent">Courses still to come</Badge>}
                <Badge variant={certification.badge}>{PLAN_OFFERS[track.plan].name}</Badge>
              </span>
            </div>
            <h3 className="mt-5 text-xl font-semibold text-balance">{track.title}</h3>
            <p className="mt-2 text-sm text-muted">{certification.summary}</p>
            <p className="mt-6 text-sm font-semibold tracking-wide text-ink uppercase">Requirements</p>
            <ul className="mt-3 space-y-2.5 text-sm">
              {certification.requirements.map((requirement) => (
                <li key={requirement} className="flex gap-2.5">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  <span>{requirement}</span>
                </li>
              ))}
            </ul>
            {track.caseStudies > 0 && !state?.credential && (
              <p className="mt-4 rounded-lg bg-accent-100 px-3 py-2 text-sm text-accent-800">
                Elite members write their three case studies on this page, before or after the assessment; the credential is issued once the review board
                approves all three.
              </p>
            )}
            <div className="mt-6 border-t border-line pt-5">
              {userId === undefined ? (
                <VisitorState trackTitle={track.title} toCome={toCome} loading={session.status === 'loading'} />
              ) : state ? (
                <TrackProgress track={state} />
              ) : tracks.isError ? (
                <p className="text-sm text-muted">Your progress couldn’t be loaded. Refresh the page to try again.</p>
              ) : (
                <div role="status" aria-label={`Loading your progress on ${track.title}`} className="space-y-2">
                  <Skeleton className="h-5 w-40" />
                  <Skeleton className="h-9 w-44" />
                </div>
              )}
            </div>
          </Card>
        );
      })}
    </div>
  );
}

/** A visitor's view of a tier: which courses are still to come, or how to begin. */
function VisitorState({ trackTitle, toCome, loading }: { trackTitle: string; toCome: string[]; loading: boolean }) {
  if (toCome.length > 0) {
    return <p className="text-sm text-muted">Opens when every course it needs is published. Still to come: {toCome.map(pathCourseTitle).join(', ')}.</p>;
  }
  if (loading) return <Skeleton className="h-9 w-44" />;
  return (
    <ButtonLink to={signInPath('/certification')} variant="outline" size="sm">
      Sign in to start<span className="sr-only"> {trackTitle}</span>
    </ButtonLink>
  );
}

function pathCourseTitle(slug: string): string {
  return LEARNING_PATHS.flatMap((path) => path.courses).find((course) => course.slug === slug)?.title ?? slug;
}

/** A picture of the real certificate, with example details; not a heading structure of its own. */
function SampleCertificate() {
  return (
    <figure className="mx-auto mt-12 max-w-3xl">
      <div
        role="img"
        aria-label="Sample Certificate of Completion awarded to Jordan Rivera for AI 101 for Business Owners"
        className="rounded-2xl bg-white p-3 shadow-xl ring-1 ring-line sm:p-4"
      >
        <div className="relative rounded-xl border-4 border-double border-brand-700 px-5 py-10 text-center sm:px-12 sm:py-14">
          <Award className="mx-auto size-12 text-accent-500 sm:size-14" aria-hidden="true" />
          <p className="mt-4 text-xs font-semibold tracking-[0.3em] text-brand-700 uppercase">{SITE_NAME}</p>
          <p className="mt-3 font-serif text-3xl font-bold text-brand-900 sm:text-4xl">Certificate of Completion</p>
          <p className="mt-6 text-sm text-muted">This certifies that</p>
          <p className="mt-2 font-serif text-2xl font-semibold text-ink italic sm:text-3xl">Jordan Rivera</p>
          <p className="mt-4 text-sm text-muted">has successfully completed</p>
          <p className="mt-2 text-lg font-semibold text-ink sm:text-xl">AI 101 for Business Owners</p>
          <div className="mt-10 grid gap-6 text-sm sm:grid-cols-3 sm:items-end">
            <div>
              <p className="font-semibold text-ink">October 27, 2025</p>
              <p className="mt-1 border-t border-line pt-1 text-muted">Date of completion</p>
            </div>
            <div>
              <p className="font-serif text-lg text-ink italic">{INSTRUCTOR.name}</p>
              <p className="mt-1 border-t border-line pt-1 text-muted">{INSTRUCTOR.role}</p>
            </div>
            <div>
              <p className="font-mono font-semibold text-ink">CERT-2025-7QX4HM</p>
              <p className="mt-1 border-t border-line pt-1 text-muted">Certificate ID</p>
            </div>
          </div>
        </div>
      </div>
      <figcaption className="mt-4 text-center text-sm text-muted">
        Example only. Your certificate shows your name, course, completion date and a unique ID anyone can verify.
      </figcaption>
    </figure>
  );
}
