import { beforeAll, describe, expect, it } from 'vitest';
import { createLearner, type TestLearner } from '../../testing/accounts';
import { learningRequests } from '../../testing/learning';
import { useTestApp } from '../../testing/test-app';

/** The resources that ship with the courses (content/resources/) reach the course's learners only. */
let enrolled: TestLearner;
let stranger: TestLearner;
const requests = learningRequests(() => app);
const POLICY = '/media/resources/ai-101-for-business-owners/ai-use-policy-template.pdf';
const app = useTestApp({ seed: true });

beforeAll(async () => {
  enrolled = await createLearner(app);
  stranger = await createLearner(app);
  await requests.enroll('ai-101-for-business-owners', enrolled);
});

const get = (url: string, learner?: TestLearner, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'GET', url, headers: { ...(learner ? { cookie: learner.cookie } : {}), ...headers } });

describe('content resources', () => {
  it('serves a course resource to an enrolled learner, named after its title, with ranges', async () => {
    const whole = await get(POLICY, enrolled);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(whole.headers['content-disposition'])).toContain('AI use policy template.pdf');
    const part = await get(POLICY, enrolled, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(10);
  });

  it('refuses a visitor (401), a learner the course does not open (403), and a file no lesson names', async () => {
    expect((await get(POLICY)).statusCode).toBe(401);
    expect((await get(POLICY, stranger)).statusCode).toBe(403);
    expect((await get('/media/resources/ai-101-for-business-owners/resources.lock.json', enrolled)).statusCode).toBe(403);
    expect((await get('/media/resources/ai-101-for-business-owners/..%2f..%2fpackage.json', enrolled)).statusCode).toBeGreaterThanOrEqual(400);
  });
});
