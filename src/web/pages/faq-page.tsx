import { Award, BookOpen, CreditCard, LifeBuoy, Mail } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { supportAnswer } from '@shared/entitlements';
import { pageMeta } from '@shared/page-manifest';
import { PLAN_OFFERS } from '@shared/plans';
import { ButtonLink } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { CANCELLATION_FAQ, FREE_PLAN_FAQ, MINIMUM_AGE_FAQ, MONEY_BACK_FAQ, UPGRADE_FAQ } from '@web/features/marketing/billing-faq';
import { FaqAccordion, type FaqItem } from '@web/features/marketing/faq-accordion';
import { usePageMeta } from '@web/lib/use-page-meta';

interface FaqCategory {
  id: string;
  title: string;
  icon: LucideIcon;
  items: FaqItem[];
}

const inlineLink = 'rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

const FAQ_CATEGORIES: FaqCategory[] = [
  {
    id: 'courses-and-learning',
    title: 'Courses & Learning',
    icon: BookOpen,
    items: [
      {
        question: 'Do I need a technical background to take these courses?',
        answer:
          'No. The courses are written for business owners, not engineers. If you can send an email and use a spreadsheet, you can follow every lesson. We explain each tool step by step and skip the jargon.',
      },
      {
        question: 'How long does a course take?',
        answer:
          'Each course takes 2 to 4 hours, split into short lessons you can finish between meetings. Our learning paths group several courses and take 6-8, 10-12 or 12-15 hours in total.',
      },
      {
        question: 'Can I learn at my own pace?',
        answer:
          'Yes. Every course is self-paced and available whenever you are. Your progress is saved after each lesson, so you can stop after one lesson and pick up exactly where you left off next week.',
      },
      {
        question: 'What does a lesson include?',
        answer:
          'Lessons combine short videos or written guides with downloadable templates, interactive tools such as an ROI calculator and a workflow builder, and quick quizzes that check you can apply what you learned.',
      },
      {
        question: 'Which course should I start with?',
        answer: (
          <>
            If you are new to AI, start with AI 101 for Business Owners; it is free. If you want a guided route, pick one of our{' '}
            <Link to="/pathways" className={inlineLink}>
              learning paths
            </Link>
            , which put the courses in the order that builds each skill on the last.
          </>
        ),
      },
    ],
  },
  {
    id: 'plans-and-billing',
    title: 'Plans & Billing',
    icon: CreditCard,
    items: [
      {
        question: 'How much do the plans cost?',
        answer: (
          <>
            {PLAN_OFFERS.free.name} is ${PLAN_OFFERS.free.pricePerYear}, {PLAN_OFFERS.pro.name} is ${PLAN_OFFERS.pro.pricePerYear} per year and {PLAN_OFFERS.elite.name} is ${PLAN_OFFERS.elite.pricePerYear} per year.
            Compare everything each plan includes on
            our{' '}
            <Link to="/pricing" className={inlineLink}>
              pricing page
            </Link>
            .
          </>
        ),
      },
      FREE_PLAN_FAQ,
      MONEY_BACK_FAQ,
      UPGRADE_FAQ,
      CANCELLATION_FAQ,
    ],
  },
  {
    id: 'certificates',
    title: 'Certificates',
    icon: Award,
    items: [
      {
        question: 'Do I get a certificate when I finish a course?',
        answer:
          'Yes. When you complete every lesson of a course (a lesson with a quiz is complete once you pass its quiz), you earn a Certificate of Completion with your name, the course title, the completion date and a unique certificate ID. Open it from the course or your dashboard at any time to download it as a PDF or print it.',
      },
      {
        question: 'How can someone check that my certificate is genuine?',
        answer:
          'Every certificate carries a unique ID. Clients and employers can enter it on our verification page to confirm your name, the course and the date you completed it.',
      },
      {
        question: 'What is the difference between a certificate and a certification?',
        answer: (
          <>
            A Certificate of Completion shows you finished a course. A certification goes further: you pass an assessment to prove you
            can apply what you learned. Three certifications, one for each plan, are coming soon; read what they will ask on our{' '}
            <Link to="/certification" className={inlineLink}>
              certification page
            </Link>
            .
          </>
        ),
      },
      {
        question: 'Can I add my certificate to LinkedIn or my website?',
        answer:
          "Yes. On your certificate, choose 'Add to LinkedIn profile': LinkedIn opens its Licenses & Certifications form with the course, the issue date, the certificate ID and the verify link filled in. You can also download the PDF for your website and proposals.",
      },
    ],
  },
  {
    id: 'account-and-support',
    title: 'Account & Support',
    icon: LifeBuoy,
    items: [
      {
        question: 'How do I create an account?',
        answer:
          'Choose Sign In at the top of any page, open the Sign Up tab and enter your first name, last name, email and a password of at least 6 characters. It takes less than a minute and no credit card is needed for Free Starter.',
      },
      MINIMUM_AGE_FAQ,
      {
        question: 'How do I update my name or manage my subscription?',
        answer:
          'Update your first and last name from My Profile. To change your card, download invoices or cancel, open My Dashboard and choose Manage Subscription.',
      },
      {
        question: 'How fast will I hear back from support?',
        answer: supportAnswer(),
      },
    ],
  },
];

export function FaqPage() {
  usePageMeta(pageMeta('/faq'));
  return (
    <>
      <PageHeader
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead="Straight answers about our courses, plans, certificates and your account. Can't find yours? Our team is one message away."
      />

      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8">
        <nav aria-label="FAQ categories" className="flex flex-wrap justify-center gap-2">
          {FAQ_CATEGORIES.map(({ id, title, icon: Icon }) => (
            <a
              key={id}
              href={`#${id}`}
              className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-medium text-ink transition-colors hover:border-brand-600 hover:text-brand-800"
            >
              <Icon className="size-4 text-brand-700" aria-hidden="true" />
              {title}
            </a>
          ))}
        </nav>

        <div className="mt-12 space-y-14">
          {FAQ_CATEGORIES.map(({ id, title, icon: Icon, items }) => (
            <section key={id} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
              <h2 id={`${id}-heading`} className="flex items-center gap-3 text-2xl font-bold tracking-tight">
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {title}
              </h2>
              <div className="mt-6">
                <FaqAccordion items={items} />
              </div>
            </section>
          ))}
        </div>
      </div>

      <section aria-labelledby="faq-contact-heading" className="pb-20">
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-col items-center gap-6 rounded-3xl bg-brand-50 px-6 py-12 text-center sm:px-12">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm">
              <Mail className="size-7" aria-hidden="true" />
            </span>
            <div>
              <h2 id="faq-contact-heading" className="text-3xl font-bold tracking-tight">
                Still Have Questions?
              </h2>
              <p className="mx-auto mt-3 max-w-xl text-lg text-muted">
                Send us a message and a real person on our team will reply within about 24 hours.
              </p>
            </div>
            <ButtonLink to="/contact" size="lg">
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
