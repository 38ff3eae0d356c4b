import { Award, BadgeCheck, BookOpenCheck, Briefcase, CheckCircle2, ClipboardList, Share2, ShieldCheck, TrendingUp, UserPlus } from 'lucide-react';
import { SITE_NAME } from '@shared/brand';
import { INSTRUCTOR } from '@shared/instructor';
import { pageMeta } from '@shared/page-manifest';
import { PLAN_OFFERS, type Plan } from '@shared/plans';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { PageHeader, SectionHeading } from '@web/components/ui/page-header';
import { CallToAction } from '@web/features/marketing/call-to-action';
import { FeatureGrid } from '@web/features/marketing/feature-grid';
import { cn } from '@web/lib/cn';
import { usePageMeta } from '@web/lib/use-page-meta';

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
    text: 'Your Certificate of Completion is issued the moment every lesson is done, with a unique ID anyone can verify. Download it as a PDF, print it or add it to LinkedIn.',
  },
];

interface Certification {
  plan: Plan;
  name: string;
  badge: BadgeVariant;
  summary: string;
  requirements: string[];
}

/** Spec §3: the static certification tiers, one per plan. */
const CERTIFICATIONS: Certification[] = [
  {
    plan: 'free',
    name: 'AI-Ready Business Fundamentals',
    badge: 'outline',
    summary: 'Proves you understand what AI can do for a small business and can use it safely in everyday work.',
    requirements: ['Complete AI 101 for Business Owners', 'Score 80%+ on the fundamentals assessment'],
  },
  {
    plan: 'pro',
    name: 'Certified AI Business Strategist',
    badge: 'secondary',
    summary: 'Shows you can find the right AI opportunities in a business and turn them into working automations and campaigns.',
    requirements: ['Complete the core Pro Member courses', 'Score 85%+ on the strategist assessment'],
  },
  {
    plan: 'elite',
    name: 'Elite AI Implementation Partner',
    badge: 'default',
    summary: 'Our highest credential, for owners and advisors who lead AI projects from plan to measurable results.',
    requirements: [
      'Score 90%+ on the implementation assessment',
      'Submit 3 case studies of AI projects you led',
      'Pass a review board interview',
      'Keep it current with annual continuing education',
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

export function CertificationPage() {
  usePageMeta(pageMeta('/certification'));
  return (
    <>
      <PageHeader
        eyebrow="Certification"
        title="Get Certified in AI for Business"
        lead="Earn a Certificate of Completion for every course you finish, and soon, certifications that prove you can put AI to work in a real business."
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
            title="Three Certifications, One for Every Plan: Coming Soon"
            lead="Assessed certifications are in preparation. Until they open, every course you finish earns its Certificate of Completion."
          />
          <div className="mt-12 grid gap-6 lg:grid-cols-3">
            {CERTIFICATIONS.map((certification) => (
              <Card
                key={certification.plan}
                className={cn('flex flex-col p-7', certification.plan === 'elite' && 'border-2 border-brand-700 shadow-lg')}
              >
                <div className="flex items-center justify-between gap-3">
                  <BadgeCheck className="size-9 text-brand-700" aria-hidden="true" />
                  <span className="flex flex-wrap justify-end gap-2">
                    <Badge variant="accent">Coming soon</Badge>
                    <Badge variant={certification.badge}>{PLAN_OFFERS[certification.plan].name}</Badge>
                  </span>
                </div>
                <h3 className="mt-5 text-xl font-semibold text-balance">{certification.name}</h3>
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
              </Card>
            ))}
          </div>
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
