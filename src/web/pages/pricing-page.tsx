import { TeamSeatsOrder } from '@web/features/teams/team-seats-order';
import { useState } from 'react';
import { Check, ClipboardCheck, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import type { CourseSummary } from '@shared/api/catalog';
import { grants, PRICING_BENEFITS } from '@shared/entitlements';
import { coursesInPlan } from '@shared/plan-access';
import type { PromoCodeQuote } from '@shared/api/promo-codes';
import { ADD_ONS as PRICED_ADD_ONS, formatUsd } from '@shared/billing';
import { PLAN_OFFERS, TEAM_ACCESS, type Plan } from '@shared/plans';
import { Badge } from '@web/components/ui/badge';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { PageHeader, SectionHeading } from '@web/components/ui/page-header';
import { isPromoCodeProblem, PricingPromoCode, usePricingPromoCode } from '@web/features/billing/pricing-promo-code';
import { useCourses } from '@web/features/catalog/use-courses';
import { BILLING_FAQ } from '@web/features/marketing/billing-faq';
import { FaqAccordion } from '@web/features/marketing/faq-accordion';
import { ApiRequestError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useSession } from '@web/lib/use-session';

interface PlanCardContent {
  plan: Plan;
  summary: string;
  priceNote: string;
  cta: string;
  popular?: boolean;
}

/**
 * Spec §1 marketing copy per plan; names and prices come from PLAN_OFFERS, the courses each
 * plan opens from the catalogue (a course moved to another plan moves card) and the benefits from
 * the entitlements table, each linked to where it is delivered: nothing is sold as 'coming soon'.
 */
const PLAN_CARDS: PlanCardContent[] = [
  {
    plan: 'free',
    summary: 'Try the way we teach and use AI in your business this week.',
    priceNote: 'forever',
    cta: 'Start Free',
  },
  {
    plan: 'pro',
    summary: 'More courses and every resource, for owners ready to make AI part of how they work.',
    priceNote: 'per year',
    cta: 'Get Pro Member',
    popular: true,
  },
  {
    plan: 'elite',
    summary: 'Hands-on help to plan and roll out AI across your whole business.',
    priceNote: 'per year',
    cta: 'Get Elite Access',
  },
];

const ADD_ONS = [
  {
    icon: Users,
    name: TEAM_ACCESS.name,
    price: `$${TEAM_ACCESS.pricePerSeatPerMonth}`,
    unit: '/month per seat',
    text: 'Bring your managers and staff along. Each seat gets its own login, progress tracking and certificates, so the whole team learns the same playbook.',
    action: 'team',
  },
  {
    icon: ClipboardCheck,
    name: 'Custom AI Audit',
    price: `$${PRICED_ADD_ONS['custom-ai-audit'].priceCents / 100}`,
    unit: ' one-time',
    text: 'We review how your business runs today and hand you a written report: where AI saves the most time and money, which tools to use, and a 90-day plan to get there. Included in Elite Access.',
    action: 'audit',
  },
] as const;

/** Spec §8: the pricing page's checkout failure. */
const CHECKOUT_FAILED = 'Failed to start checkout. Please try again.';

/**
 * Spec §2 Pricing: visitors go to /auth?plan=…; signed-in learners start checkout in this tab.
 * The checkout code (and its analytics) loads only when someone actually buys.
 */
function useCheckoutStarter(promo: { code: string | undefined; refuse: (message: string) => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const start = async (what: Plan | 'custom-ai-audit' | 'team-seats', seats = 1) => {
    if (session.status !== 'signed-in') {
      void navigate(what === 'custom-ai-audit' || what === 'team-seats' ? '/auth?redirect=/pricing' : signUpPath(what, promo.code));
      return;
    }
    if (what === 'free') {
      void navigate('/courses');
      return;
    }
    setBusy(what);
    try {
      const { url } =
        what === 'team-seats'
          ? await (await import('@web/features/teams')).startSeatCheckout(seats)
          : what === 'custom-ai-audit'
            ? await (await import('@web/features/billing/use-billing')).startAddOnCheckout()
            : await (await import('@web/features/billing/use-billing')).startPlanCheckout(what, promo.code);
      window.location.assign(url);
    } catch (error) {
      setBusy(null);
      // A refused promo code is said under its field, and the learner stays to change it.
      if (isPromoCodeProblem(error)) {
        promo.refuse(error.message);
        return;
      }
      // A plan already held is the learner's to hear about; anything else gets the spec's message.
      toast.error('Error', { description: error instanceof ApiRequestError && error.status === 409 ? error.message : CHECKOUT_FAILED });
    }
  };
  return { start, busy };
}

/** A visitor signs up first; the plan (and a promo code given here) carry through /auth to its checkout. */
const signUpPath = (plan: Plan, code: string | undefined) => `/auth?plan=${plan}${code && plan !== 'free' ? `&code=${encodeURIComponent(code)}` : ''}`;

export function PricingPage() {
  usePageMeta(pageMeta('/pricing'));
  const session = useSession();
  const [searchParams] = useSearchParams();
  const promo = usePricingPromoCode(searchParams.get('code'), session.status === 'signed-in');
  const checkout = useCheckoutStarter({ code: promo.code, refuse: promo.actions.refuse });
  const auditIncluded = session.status === 'signed-in' && grants(session.user.plan, 'audit');
  const { data: catalogue } = useCourses();
  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Simple Pricing That Pays for Itself"
        lead="Start free with an introductory course. Upgrade when you're ready for more, with a 30-day money-back guarantee on paid plans."
      />

      <section aria-label="Membership plans" className="py-16">
        <Container>
          <div className="grid gap-6 lg:grid-cols-3">
            {PLAN_CARDS.map((card) => (
              <PlanCard
                key={card.plan}
                card={card}
                catalogue={catalogue}
                signUpTo={signUpPath(card.plan, promo.code)}
                promoPrice={promo.state.quotes.find((quote) => quote.plan === card.plan)}
                onChoose={() => void checkout.start(card.plan)}
                busy={checkout.busy === card.plan}
              />
            ))}
          </div>
          <PricingPromoCode model={promo} />
          <p className="mt-10 text-center text-sm text-muted">
            <ShieldCheck className="mr-1.5 inline size-5 align-text-bottom text-brand-700" aria-hidden="true" />
            30-day money-back guarantee on paid plans. Prices in US dollars.
          </p>
        </Container>
      </section>

      <section aria-labelledby="add-ons-heading" className="bg-surface py-16">
        <Container>
          <SectionHeading id="add-ons-heading" title="Add-Ons" lead="Extend any plan when your business needs more than the courses." />
          <div className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
            {ADD_ONS.map(({ icon: Icon, name, price, unit, text, action }) => (
              <Card key={name} className="flex flex-col p-6">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-xl font-semibold">{name}</h3>
                <p className="mt-1 text-muted">
                  <span className="text-2xl font-bold text-ink">{price}</span>
                  {unit}
                </p>
                <p className="mt-3 flex-1 text-muted">{text}</p>
                {action === 'team' ? (
                  <TeamSeatsOrder busy={checkout.busy === 'team-seats'} onBuy={(seats) => void checkout.start('team-seats', seats)} />
                ) : auditIncluded ? (
                  <p className="mt-6 inline-flex items-center gap-2 self-start rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-700">
                    <Check className="size-4" aria-hidden="true" />
                    Included in your Elite Access
                  </p>
                ) : (
                  <Button
                    variant="outline"
                    className="mt-6 self-start"
                    disabled={checkout.busy === 'custom-ai-audit'}
                    aria-busy={checkout.busy === 'custom-ai-audit'}
                    onClick={() => void checkout.start('custom-ai-audit')}
                  >
                    {checkout.busy === 'custom-ai-audit' ? 'Starting Checkout…' : 'Buy the Audit'}
                  </Button>
                )}
              </Card>
            ))}
          </div>
        </Container>
      </section>

      <section aria-labelledby="pricing-faq-heading" className="py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="pricing-faq-heading" title="Pricing Questions" lead="The short answers to what owners ask before they join." />
          <div className="mt-10">
            <FaqAccordion items={BILLING_FAQ} />
          </div>
          <p className="mt-8 text-center text-muted">
            More questions? Read the{' '}
            <Link to="/faq" className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline">
              full FAQ
            </Link>{' '}
            or{' '}
            <Link to="/contact" className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline">
              contact our team
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}

interface PlanCardProps {
  card: PlanCardContent;
  catalogue: CourseSummary[] | undefined;
  signUpTo: string;
  /** The price with the promo code applied below the cards, for a plan it applies to. */
  promoPrice: PromoCodeQuote | undefined;
  onChoose: () => void;
  busy: boolean;
}

function PlanCard({ card, catalogue, signUpTo, promoPrice, onChoose, busy }: PlanCardProps) {
  const offer = PLAN_OFFERS[card.plan];
  const headingId = `plan-${card.plan}-heading`;
  const courses = catalogue ? coursesInPlan(card.plan, catalogue) : undefined;
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      className={cn('relative flex h-full flex-col p-7', card.popular && 'border-2 border-brand-700 shadow-lg lg:-my-4 lg:py-11')}
    >
      {card.popular && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
          <Sparkles className="size-3.5" aria-hidden="true" />
          Most Popular
        </Badge>
      )}
      <h2 id={headingId} className="text-xl font-semibold">
        {offer.name}
      </h2>
      <p className="mt-2 min-h-12 text-sm text-muted">{card.summary}</p>
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="text-5xl font-bold tracking-tight">${offer.pricePerYear}</span>{' '}
        <span className="text-muted">{card.priceNote}</span>
      </p>
      {promoPrice && (
        <p className="mt-2 text-sm font-semibold text-brand-700">
          {formatUsd(promoPrice.totalCents)} {promoPrice.renewsAtCents === promoPrice.totalCents ? 'a year' : 'the first year'} with {promoPrice.code}
        </p>
      )}
      {/* A link, so it works before the page's script runs; signed in, the click starts checkout instead. */}
      <ButtonLink
        to={signUpTo}
        variant={card.popular ? 'primary' : 'outline'}
        size="lg"
        className="mt-6 w-full"
        aria-busy={busy}
        onClick={(event) => {
          event.preventDefault();
          if (!busy) onChoose();
        }}
      >
        {busy ? 'Starting Checkout…' : card.cta}
      </ButtonLink>
      <div className="mt-7 rounded-xl bg-surface p-4 text-sm">
        <h3 id={`${headingId}-courses`} className="font-semibold text-ink">
          {courses ? `${courses.length} ${courses.length === 1 ? 'course' : 'courses'} included` : 'Courses included'}
        </h3>
        {courses ? (
          <ul aria-labelledby={`${headingId}-courses`} className="mt-2 space-y-1.5">
            {courses.map((course) => (
              <li key={course.slug}>
                <Link to={`/courses/${course.slug}`} className="rounded text-brand-800 underline-offset-2 hover:underline">
                  {course.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted">The course list is loading.</p>
        )}
      </div>
      <ul className="mt-5 space-y-3 text-sm">
        {PRICING_BENEFITS[card.plan].map((feature) => (
          <li key={feature.text} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {feature.to ? (
              <Link to={feature.to} className="rounded underline decoration-line underline-offset-4 hover:text-brand-800 hover:decoration-brand-700">
                {feature.text}
              </Link>
            ) : (
              <span>{feature.text}</span>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
