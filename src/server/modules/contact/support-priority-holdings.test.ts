import { describe, expect, it } from 'vitest';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { holdPlan, type TestHolding } from '../../testing/plans';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();

async function send(email: string, subject: string): Promise<void> {
  const response = await app.server.inject({ method: 'POST', url: '/api/contact', headers: SAME_ORIGIN, payload: { name: 'Maya Lopez', email, subject, message: 'Could you help me with my plan?' } });
  expect(response.statusCode, response.body).toBe(201);
}

async function holder(plan: 'pro' | 'elite', via: TestHolding): Promise<TestLearner> {
  const learner = await createLearner(app);
  await holdPlan(app.database.db, learner.id, plan, via);
  return learner;
}

async function inbox(): Promise<{ subject: string; priority: 'pro' | 'elite' | null }[]> {
  const admin = await createAdmin(app);
  const response = await app.server.inject({ method: 'GET', url: '/api/admin/messages?filter=open', headers: { cookie: admin.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ messages: { subject: string; priority: 'pro' | 'elite' | null }[] }>().messages;
}

describe('priority support for every way of holding the plan', () => {
  it('names Pro and Elite however the plan is held, and lists their open messages above a later free one', async () => {
    await send((await holder('pro', 'seat')).email, 'From a team seat');
    await send((await holder('pro', 'given')).email, 'From a given Pro');
    await send((await holder('pro', 'paid')).email, 'From a paid Pro');
    await send((await holder('elite', 'given')).email, 'From a given Elite');
    await send((await createLearner(app)).email, 'From a free learner');
    const messages = (await inbox()).filter((message) => message.subject.startsWith('From '));
    expect(messages.map((message) => [message.subject, message.priority])).toEqual([
      ['From a given Elite', 'elite'],
      ['From a team seat', 'pro'],
      ['From a given Pro', 'pro'],
      ['From a paid Pro', 'pro'],
      ['From a free learner', null],
    ]);
  });
});
