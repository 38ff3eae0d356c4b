import { PLAN_LABELS, PLAN_OFFERS, PLANS, planRank, TEAM_ACCESS, type Plan } from './plans';

/**
 * Who gets what (issue 55, decision 0112): for each way of holding a plan (paid, given by an
 * admin, a team seat, an add-on order) what it grants. Server gates, web gates, the pricing
 * cards, the FAQ and the dashboard read this table; none compares a plan by name. No I/O, and
 * light enough for any page.
 */

export interface Entitlements {
  /** The courses it opens: those of this plan and below, with their quizzes, tools, resources and certificates. */
  courses: Plan;
  /** The certification tracks whose assessment it may sit: those of this plan and below. */
  certificationTracks: Plan;
  /** Where the sender's messages stand in the support inbox: ahead of the rest, Elite first. */
  supportPriority: 'pro' | 'elite' | null;
  /** The hours within which support promises an answer, shown as a clock in the inbox. */
  supportReplyHours: number | null;
  /** 1:1 strategy calls per membership year. */
  strategyCallsPerYear: number;
  /** Custom AI Audits per membership year. */
  auditsPerYear: number;
  workshops: boolean;
  /** Opens draft courses an admin marked early access (decision 0094). */
  earlyAccess: boolean;
  /** The Elite seal on certificates, credentials and the profile while the plan lasts (decision 0096). */
  eliteSeal: boolean;
  /** The community: read the channels, or read and post. */
  community: 'read' | 'post';
  /** The practice lab's allowance each calendar month. */
  practiceLab: { runsPerMonth: number; questionsPerMonth: number };
}

const FREE: Entitlements = {
  courses: 'free',
  certificationTracks: 'free',
  supportPriority: null,
  supportReplyHours: null,
  strategyCallsPerYear: 0,
  auditsPerYear: 0,
  workshops: false,
  earlyAccess: false,
  eliteSeal: false,
  community: 'read',
  practiceLab: { runsPerMonth: 10, questionsPerMonth: 10 },
};

const PRO: Entitlements = {
  ...FREE,
  courses: 'pro',
  certificationTracks: 'pro',
  supportPriority: 'pro',
  community: 'post',
  practiceLab: { runsPerMonth: 100, questionsPerMonth: 100 },
};

const ELITE: Entitlements = {
  ...PRO,
  courses: 'elite',
  certificationTracks: 'elite',
  supportPriority: 'elite',
  supportReplyHours: 24,
  strategyCallsPerYear: 1,
  auditsPerYear: 1,
  workshops: true,
  earlyAccess: true,
  eliteSeal: true,
  practiceLab: { runsPerMonth: 300, questionsPerMonth: 300 },
};

/** The ways of holding a plan, and what each grants. A team seat gives Pro, never Elite (decision 0088). */
export const ENTITLEMENTS = {
  paid: { pro: PRO, elite: ELITE },
  given: { pro: PRO, elite: ELITE },
  seat: { [TEAM_ACCESS.seatPlan]: PRO } as Record<typeof TEAM_ACCESS.seatPlan, Entitlements>,
  'add-on': { 'custom-ai-audit': { audits: 1 } },
} as const;

export type Holding = keyof typeof ENTITLEMENTS;

const BY_PLAN: Record<Plan, Entitlements> = { free: FREE, pro: PRO, elite: ELITE };

/**
 * What the plan a viewer holds grants. The held plan is the highest of the ways they hold one
 * (shared/held-plan.ts), and every way grants a plan the same, so the plan alone answers.
 */
export function entitlementsOf(plan: Plan): Entitlements {
  return BY_PLAN[plan];
}

/** The benefits a plan card may name, each with the check that says whether a plan grants it. */
export const BENEFITS = {
  courses: { grantedTo: (plan: Plan) => planRank(entitlementsOf(plan).courses) >= planRank(plan) },
  quizzesAndTools: { grantedTo: () => true },
  resources: { grantedTo: (plan: Plan) => planRank(entitlementsOf(plan).courses) > planRank('free') },
  certificateOfCompletion: { grantedTo: () => true },
  certificationTrack: { grantedTo: (plan: Plan) => mayTakeTrack(plan, plan) },
  prioritySupport: { grantedTo: (plan: Plan) => entitlementsOf(plan).supportPriority !== null },
  supportClock: { grantedTo: (plan: Plan) => entitlementsOf(plan).supportReplyHours !== null },
  strategyCall: { grantedTo: (plan: Plan) => entitlementsOf(plan).strategyCallsPerYear > 0 },
  audit: { grantedTo: (plan: Plan) => entitlementsOf(plan).auditsPerYear > 0 },
  workshops: { grantedTo: (plan: Plan) => entitlementsOf(plan).workshops },
  earlyAccess: { grantedTo: (plan: Plan) => entitlementsOf(plan).earlyAccess },
  eliteSeal: { grantedTo: (plan: Plan) => entitlementsOf(plan).eliteSeal },
  communityPosts: { grantedTo: (plan: Plan) => entitlementsOf(plan).community === 'post' },
  practiceLab: { grantedTo: (plan: Plan) => entitlementsOf(plan).practiceLab.runsPerMonth > 0 },
} as const satisfies Record<string, { grantedTo: (plan: Plan) => boolean }>;

export type Benefit = keyof typeof BENEFITS;

/** Whether a plan grants a benefit. */
export function grants(plan: Plan, benefit: Benefit): boolean {
  return BENEFITS[benefit].grantedTo(plan);
}

/** Whether a plan opens a course that requires `requiredPlan`. */
export function opensCourse(plan: Plan, requiredPlan: Plan): boolean {
  return planRank(entitlementsOf(plan).courses) >= planRank(requiredPlan);
}

/** Whether a plan may sit the assessment of a certification track for `trackPlan`. */
export function mayTakeTrack(plan: Plan, trackPlan: Plan): boolean {
  return planRank(entitlementsOf(plan).certificationTracks) >= planRank(trackPlan);
}

/** The support inbox's priority for a sender holding `plan`. */
export function supportPriorityOf(plan: Plan): 'pro' | 'elite' | null {
  return entitlementsOf(plan).supportPriority;
}

/** The lowest plan that grants a benefit (what an upgrade line names). */
export function lowestPlanGranting(benefit: Benefit): Plan {
  const plan = PLANS.find((candidate) => grants(candidate, benefit));
  if (!plan) throw new Error(`No plan grants ${benefit}`);
  return plan;
}

export interface PricingBenefit {
  benefit: Benefit;
  text: string;
  /** Where the product delivers it. */
  to?: string;
}

/**
 * The benefits each plan card on /pricing names, in order (spec §1 copy). A benefit the product
 * does not deliver yet (the community's posting, the practice lab) is not named until it does.
 */
export const PRICING_BENEFITS: Record<Plan, readonly PricingBenefit[]> = {
  free: [
    { benefit: 'quizzesAndTools', text: 'Lesson quizzes and interactive tools', to: '/courses' },
    { benefit: 'certificateOfCompletion', text: 'Certificate of Completion for every course you finish', to: '/certification' },
    { benefit: 'certificationTrack', text: 'AI-Ready Business Fundamentals certification', to: '/certification' },
  ],
  pro: [
    { benefit: 'resources', text: 'Templates, checklists and downloadable resources in every course', to: '/courses' },
    { benefit: 'quizzesAndTools', text: 'Every interactive tool and quiz', to: '/courses' },
    { benefit: 'certificateOfCompletion', text: 'Certificate of Completion for every course you finish', to: '/certification' },
    { benefit: 'certificationTrack', text: 'Certified AI Business Strategist certification', to: '/certification' },
    { benefit: 'prioritySupport', text: 'Priority support', to: '/contact' },
  ],
  elite: [
    { benefit: 'courses', text: 'Everything in Pro Member' },
    { benefit: 'strategyCall', text: '1:1 strategy call with our team, booked from your dashboard', to: '/dashboard' },
    { benefit: 'audit', text: 'Custom AI audit of your business', to: '/audit' },
    { benefit: 'workshops', text: 'Live implementation workshops', to: '/workshops' },
    { benefit: 'earlyAccess', text: 'Early access to new courses', to: '/courses' },
    { benefit: 'eliteSeal', text: 'Elite seal on your certificates and profile', to: '/profile' },
    { benefit: 'supportClock', text: '24-hour priority email support', to: '/contact' },
    { benefit: 'certificationTrack', text: 'Elite AI Implementation Partner certification', to: '/certification' },
  ],
};

/** How the upgrade line names a benefit a plan adds (the certification track is named by its pricing line). */
const UPGRADE_PHRASES: Partial<Record<Benefit, string>> = {
  resources: 'templates and downloadable resources',
  prioritySupport: 'priority support',
  strategyCall: 'a 1:1 strategy call',
  audit: 'a custom AI audit',
  workshops: 'live workshops',
  earlyAccess: 'early access to new courses',
  eliteSeal: 'the Elite seal',
  supportClock: '24-hour priority email support',
};

function listed(parts: readonly string[]): string {
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The dashboard's upgrade line for a learner on `plan`: what the next plan up adds; null on the top plan. */
export function upgradeLine(plan: Plan): string | null {
  const next = PLANS[planRank(plan) + 1];
  if (!next) return null;
  const added = PRICING_BENEFITS[next].flatMap((line) => {
    if (line.benefit === 'certificationTrack') return [`the ${line.text}`];
    const phrase = UPGRADE_PHRASES[line.benefit];
    return phrase && !grants(plan, line.benefit) ? [phrase] : [];
  });
  return `Upgrade to ${PLAN_OFFERS[next].name} for ${listed([`the ${PLAN_LABELS[next]} courses`, ...added])}.`;
}

/** The FAQ's answer on support times: the plans with priority, and those with a reply clock. */
export function supportAnswer(): string {
  const priority = PLANS.filter((plan) => supportPriorityOf(plan) !== null).map((plan) => PLAN_OFFERS[plan].name);
  const clocked = PLANS.filter((plan) => entitlementsOf(plan).supportReplyHours !== null);
  const clocks = clocked.map((plan) => `${PLAN_OFFERS[plan].name} includes an answer within ${entitlementsOf(plan).supportReplyHours} hours`);
  return `We answer every message within about 24 hours. ${listed(priority)} members get priority support, and ${listed(clocks)}.`;
}
