import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSpacePost, replyToPost } from '../../../shared/api/community';
import { WRITES_PER_MINUTE } from '../../../shared/community-access';
import { communityPosts, subscriptions } from '../../db/schema';
import { createLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { useTestApp } from '../../testing/test-app';

// The limits as they are in production (the other test files raise them a hundredfold).
const app = useTestApp({ rateLimitScale: 1 });

describe('a member posting in a flood', () => {
  it('is stopped past a few writes a minute with a 429 and its message, and nothing past the limit is written', async () => {
    const pro = await createLearner(app);
    await app.database.db.insert(subscriptions).values({ userId: pro.id, planType: 'pro', status: 'active', currentPeriodStart: new Date(), currentPeriodEnd: new Date(Date.now() + 86_400_000) });

    const statuses: number[] = [];
    let firstId = '';
    for (let i = 0; i < WRITES_PER_MINUTE + 3; i += 1) {
      const reply = await injectEndpoint(app.server, createSpacePost, { cookie: pro.cookie }, { params: { space: 'automation-lab' }, body: { title: `Post number ${i}`, body: 'Flooding.' } });
      statuses.push(reply.status);
      if (i === 0) firstId = reply.body().post.id;
      if (reply.status === 429) expect(reply.response.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please wait a few minutes and try again.' });
    }
    expect(statuses).toEqual([...Array(WRITES_PER_MINUTE).fill(201), 429, 429, 429]);
    expect(await app.database.db.select().from(communityPosts).where(eq(communityPosts.authorId, pro.id))).toHaveLength(WRITES_PER_MINUTE);

    // Replies count against the same limit.
    expect((await injectEndpoint(app.server, replyToPost, { cookie: pro.cookie }, { params: { id: firstId }, body: { body: 'One more.' } })).status).toBe(429);
  });
});
