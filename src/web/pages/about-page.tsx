import { ArrowRight, Gauge, HeartHandshake, MessageSquareText, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { SITE_NAME } from '@shared/brand';
import { INSTRUCTOR } from '@shared/instructor';
import { pageMeta } from '@shared/page-manifest';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { PageHeader, SectionHeading } from '@web/components/ui/page-header';
import { CallToAction } from '@web/features/marketing/call-to-action';
import { usePageMeta } from '@web/lib/use-page-meta';

const VALUES = [
  {
    icon: Gauge,
    title: 'Action Over Theory',
    text: 'Every lesson ends with a task you can finish in your own business the next day. If it cannot be applied by Friday, it does not make the cut.',
  },
  {
    icon: MessageSquareText,
    title: 'Plain Language',
    text: 'We explain AI the way you would explain it to a colleague: no jargon, no hype, and no assumption that you have a technical team.',
  },
  {
    icon: HeartHandshake,
    title: 'Respect for Your Time',
    text: 'Courses take two to four hours, not semesters. Short lessons fit between customer calls, and templates save you from starting at a blank page.',
  },
  {
    icon: ShieldCheck,
    title: 'Responsible by Default',
    text: 'We teach you to protect customer data, check AI output before it goes out, and keep people in charge of the decisions that matter.',
  },
];

const INSTRUCTOR_STATS = [
  { value: '500+', label: 'businesses helped' },
  { value: '15+', label: 'years in business' },
  { value: '$50M+', label: 'revenue impact' },
];

const initials = INSTRUCTOR.name
  .split(' ')
  .map((part) => part[0])
  .join('');

export function AboutPage() {
  usePageMeta(pageMeta('/about'));
  return (
    <>
      <PageHeader
        eyebrow="About Us"
        title="AI Education Built for Small Business Owners"
        lead={`${SITE_NAME} teaches busy owners to use AI the practical way: learn a technique today, apply it in your business tomorrow.`}
      />

      <section aria-labelledby="mission-heading" className="py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="mission-heading" className="text-3xl font-bold tracking-tight text-balance">
              Our Mission
            </h2>
            <p className="mt-4 text-lg text-pretty text-muted">
              Large companies have whole departments figuring out AI. The owner of a bakery, a plumbing firm or a five-person agency
              has an evening a week, if that. Our mission is to close that gap: to give every small and medium business owner the
              skills to use AI with confidence, without a consultant and without wasting money on tools that do not fit.
            </p>
            <p className="mt-4 text-lg text-pretty text-muted">
              We do that with short, focused courses built around real tasks: answering customer emails, writing offers, chasing
              invoices, planning staff rotas and deciding where to invest next. You bring your business; we bring the playbook.
            </p>
          </div>
          <Card className="bg-brand-50 p-8">
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">What owners get from us</p>
            <ul className="mt-5 space-y-4">
              {[
                'Hours back every week from work that AI can draft, sort or schedule',
                'Faster, friendlier replies to customers, without hiring',
                'A clear plan for which AI tools are worth paying for',
                'A team that knows how to use AI safely and consistently',
              ].map((outcome) => (
                <li key={outcome} className="flex gap-3 text-ink">
                  <ArrowRight className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  <span>{outcome}</span>
                </li>
              ))}
            </ul>
          </Card>
        </Container>
      </section>

      <section aria-labelledby="values-heading" className="bg-surface py-16 sm:py-20">
        <Container>
          <SectionHeading id="values-heading" title="Our Values" lead="The rules we hold every course, lesson and template to." />
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <Card key={title} className="p-6">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted">{text}</p>
              </Card>
            ))}
          </div>
        </Container>
      </section>

      <section aria-labelledby="instructor-heading" className="pt-16 sm:pt-20">
        <Container>
          <SectionHeading id="instructor-heading" title="Meet Your Instructor" />
          <Card className="mx-auto mt-12 grid max-w-4xl gap-8 p-6 sm:p-10 md:grid-cols-[auto_1fr]">
            <span
              className="inline-flex size-28 items-center justify-center justify-self-center rounded-full bg-gradient-to-br from-brand-700 to-brand-900 text-4xl font-bold text-white md:justify-self-start"
              aria-hidden="true"
            >
              {initials}
            </span>
            <div>
              <h3 className="text-center text-2xl font-bold md:text-left">{INSTRUCTOR.name}</h3>
              <p className="text-center font-medium text-brand-700 md:text-left">{INSTRUCTOR.role}</p>
              <p className="mt-4 text-pretty text-muted">
                Daniel founded {SITE_NAME} after more than fifteen years of building and advising small businesses. He has run his
                own service company, helped shop owners, clinics, trades and agencies automate the work that kept them up at night,
                and watched too many of them pay for AI tools they never used. His courses are the playbook he wishes those owners had
                been given: what to try first, what to skip, and how to know it is working.
              </p>
              <dl className="mt-8 grid grid-cols-3 gap-4 border-t border-line pt-6 text-center md:text-left">
                {INSTRUCTOR_STATS.map((stat) => (
                  <div key={stat.label} className="flex flex-col">
                    <dt className="order-2 text-sm text-muted">{stat.label}</dt>
                    <dd className="order-1 text-2xl font-bold text-brand-800 sm:text-3xl">{stat.value}</dd>
                  </div>
                ))}
              </dl>
              <Link
                to="/instructor"
                className="mt-8 inline-flex items-center gap-1 rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                Read Daniel's full story <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </div>
          </Card>
        </Container>
      </section>

      <CallToAction
        id="about-cta-heading"
        title="Put AI to Work in Your Business This Week"
        lead="Start with a free introductory course, or unlock more courses and every template with a paid plan."
        primary={{ to: '/pricing', label: 'View Plans and Pricing' }}
        secondary={{ to: '/courses', label: 'Browse Courses' }}
      />
    </>
  );
}
