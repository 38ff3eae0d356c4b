import type { FaqItem } from './faq-accordion';

/** Billing answers shared by /pricing and /faq, so the two pages never disagree (spec §9 copy). */
export const MONEY_BACK_FAQ: FaqItem = {
  question: 'Is there a money-back guarantee?',
  answer:
    "Yes. Pro Member and Elite Access come with a 30-day money-back guarantee. If the courses aren't paying off for your business, email us within 30 days of your first payment and we'll refund it in full, no questions asked.",
};

export const UPGRADE_FAQ: FaqItem = {
  question: 'Can I upgrade from Pro Member to Elite Access later?',
  answer:
    'Yes, at any time. Upgrades are prorated: you pay only the difference for the time left in your current billing period, and your progress and certificates carry over.',
};

export const CANCELLATION_FAQ: FaqItem = {
  question: 'What happens if I cancel my plan?',
  answer:
    "You can cancel whenever you like from your dashboard. Cancellation takes effect at the end of the billing period, so you keep full access to everything you paid for until then and won't be charged again. After that your account moves to Free Starter, and the certificates you've earned stay yours.",
};

export const MINIMUM_AGE_FAQ: FaqItem = {
  question: 'Is there a minimum age to join?',
  answer: 'Yes. You must be at least 13 years old to create an account. If you are under 18, you may learn with us only with the involvement and consent of a parent or guardian.',
};

export const FREE_PLAN_FAQ: FaqItem = {
  question: "What's included in the Free Starter plan?",
  answer:
    'Free Starter gives you 1 introductory course, AI 101 for Business Owners, with its lessons, quizzes and interactive tools, plus a Certificate of Completion when you finish. No credit card is needed, and you can upgrade whenever you are ready for more courses.',
};

export const BILLING_FAQ: FaqItem[] = [MONEY_BACK_FAQ, UPGRADE_FAQ, CANCELLATION_FAQ, MINIMUM_AGE_FAQ, FREE_PLAN_FAQ];
