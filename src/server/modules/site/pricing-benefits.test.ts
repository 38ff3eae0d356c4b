import { describe, expect, it } from 'vitest';
import { generateCertificateId } from '../../../shared/certificate-id';
import { BENEFITS, PRICING_BENEFITS, type Benefit } from '../../../shared/entitlements';
import { PLANS, type Plan } from '../../../shared/plans';
import { renderPage } from '../../../web/entry-server';
import { courseCertificates } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { createCourse } from '../../testing/factories';
import { holdPlan } from '../../testing/plans';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp({ renderPage });

/** Each plan card's benefit list as the server renders /pricing: the last list of the card. */
function renderedBenefits(html: string): Record<Plan, string[]> {
  const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
  return Object.fromEntries(
    PLANS.map((plan) => {
      const card = html.split(`aria-labelledby="plan-${plan}-heading"`)[1]?.split(/role="group"|<\/section>/)[0] ?? '';
      const list = card.slice(card.lastIndexOf('<ul')).split('</ul>')[0] ?? '';
      const items = [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) => decode(match[1]!.replace(/<[^>]+>/g, '').trim()));
      return [plan, items];
    }),
  ) as Record<Plan, string[]>;
}

async function learnerHolding(plan: Plan): Promise<TestLearner> {
  const learner = await createLearner(app);
  if (plan !== 'free') await holdPlan(app.database.db, learner.id, plan);
  return learner;
}

const getAs = async <T,>(learner: TestLearner, url: string): Promise<T> => {
  const response = await app.server.inject({ method: 'GET', url, headers: { cookie: learner.cookie } });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
};

/** The inbox's priority for a message sent by `learner`, as an admin reads it. */
async function inboxPriority(learner: TestLearner): Promise<'pro' | 'elite' | null> {
  const sent = await app.server.inject({
    method: 'POST',
    url: '/api/contact',
    headers: SAME_ORIGIN,
    payload: { name: 'Maya Lopez', email: learner.email, subject: 'A question about my plan', message: 'Which course should I take next?' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const admin = await createAdmin(app);
  const inbox = await getAs<{ messages: { email: string; priority: 'pro' | 'elite' | null }[] }>(admin, `/api/admin/messages?q=${encodeURIComponent(learner.email)}`);
  return inbox.messages[0]!.priority;
}

/** Whether the server lets a learner enrol in a published course of `level`. */
async function enrols(learner: TestLearner, level: Plan): Promise<boolean> {
  const course = await createCourse(app.database.db, { requiredPlan: level });
  const response = await app.server.inject({ method: 'POST', url: `/api/courses/${course.slug}/enrollment`, headers: { ...SAME_ORIGIN, cookie: learner.cookie } });
  if (response.statusCode === 403) return false;
  expect(response.statusCode, response.body).toBeLessThan(300);
  return true;
}

/** For each benefit, the server's own answer to "does this learner get it (at the card's level)". */
const GATES: Record<Benefit, (learner: TestLearner, level: Plan) => Promise<boolean>> = {
  courses: enrols,
  quizzesAndTools: enrols,
  resources: enrols,
  certificateOfCompletion: enrols,
  certificationTrack: async (learner, level) => {
    const { tracks } = await getAs<{ tracks: { plan: Plan; planIncluded: boolean }[] }>(learner, '/api/certifications');
    return tracks.find((track) => track.plan === level)!.planIncluded;
  },
  prioritySupport: async (learner) => (await inboxPriority(learner)) !== null,
  supportClock: async (learner) => (await inboxPriority(learner)) === 'elite',
  strategyCall: async (learner) => (await getAs<{ unavailable: string | null }>(learner, '/api/calls/mine')).unavailable === null,
  audit: async (learner) => (await getAs<{ mayStart: boolean }>(learner, '/api/audits/mine')).mayStart,
  workshops: async (learner) => (await getAs<{ unavailable: string | null }>(learner, '/api/workshops')).unavailable === null,
  earlyAccess: async (learner) => {
    const course = await createCourse(app.database.db, { published: false, earlyAccess: true, requiredPlan: 'elite' });
    const { courses } = await getAs<{ courses: { slug: string }[] }>(learner, '/api/me/early-access-courses');
    return courses.some((entry) => entry.slug === course.slug);
  },
  eliteSeal: async (learner) => {
    const course = await createCourse(app.database.db);
    await app.database.db
      .insert(courseCertificates)
      .values({ userId: learner.id, courseId: course.id, certificateId: generateCertificateId(new Date()), learnerName: 'Maya Lopez', courseTitle: course.title });
    return (await getAs<{ certificate: { eliteSeal: boolean } }>(learner, `/api/certificates/${course.id}`)).certificate.eliteSeal;
  },
  communityPosts: () => Promise.reject(new Error('The community is not built yet: its posting gate comes with it (issue 47).')),
  practiceLab: () => Promise.reject(new Error('The practice lab is not built yet: its allowance gate comes with it (issue 48).')),
};

describe('the benefits /pricing names', () => {
  for (const plan of PLANS) {
    it(`on the ${plan} card are each an entry of the entitlements table that the server gives the plan and refuses the plan below`, async () => {
      const response = await app.server.inject({ method: 'GET', url: '/pricing' });
      expect(response.statusCode).toBe(200);
      const lines = PRICING_BENEFITS[plan];
      expect(renderedBenefits(response.body)[plan]).toEqual(lines.map((line) => line.text));
      const below = PLANS[PLANS.indexOf(plan) - 1];
      for (const line of lines) {
        expect(BENEFITS[line.benefit], line.text).toBeDefined();
        expect(await GATES[line.benefit](await learnerHolding(plan), plan), `${plan} gets "${line.text}"`).toBe(true);
        if (below) expect(await GATES[line.benefit](await learnerHolding(below), plan), `${below} is refused "${line.text}"`).toBe(false);
      }
    });
  }
});
