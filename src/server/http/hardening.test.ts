import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseCertificates, enrollments, users } from '../db/schema';
import { createLearner, SAME_ORIGIN, type TestLearner } from '../testing/accounts';
import { createCourse } from '../testing/factories';
import { quizCurriculum } from '../testing/learning';
import { createTestApp, useTestApp, TEST_PUBLIC_URL } from '../testing/test-app';

/** What an outside probe of the running site found (issue 10), each answered through the real app. */

const app = useTestApp({ seed: true });

const FOREIGN_ORIGIN = { origin: 'https://evil.example' };
const SECURITY_HEADERS = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'permissions-policy'];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const as = (learner: TestLearner) => ({ ...SAME_ORIGIN, cookie: learner.cookie });

describe('cross-site writes through path variants', () => {
  const enrolmentVariants = [
    '//api/courses/ai-101-for-business-owners/enrollment',
    '/%61pi/courses/ai-101-for-business-owners/enrollment',
    '/api//courses/ai-101-for-business-owners/enrollment',
    '/api/courses/ai-101-for-business-owners/%65nrollment',
    '///api/courses/ai-101-for-business-owners/enrollment',
  ];

  it.each(enrolmentVariants)('refuses a cross-site enrolment sent to %s', async (url) => {
    const learner = await createLearner(app);
    const response = await app.server.inject({ method: 'POST', url, headers: { ...FOREIGN_ORIGIN, cookie: learner.cookie } });
    expect([403, 404], response.body).toContain(response.statusCode);
    expect(await app.database.db.select().from(enrollments).where(eq(enrollments.userId, learner.id))).toEqual([]);
  });

  it.each(['//api/profile', '/%61pi/profile', '/api/%70rofile', '/api/profile/'])(
    "refuses a cross-site profile change sent to %s, keeping the learner's name",
    async (url) => {
      const learner = await createLearner(app, { firstName: 'Maya' });
      for (const headers of [FOREIGN_ORIGIN, { 'sec-fetch-site': 'cross-site' }]) {
        const response = await app.server.inject({ method: 'PUT', url, headers: { ...headers, cookie: learner.cookie }, payload: { firstName: 'Evil', lastName: 'Site' } });
        expect([403, 404], response.body).toContain(response.statusCode);
      }
      const [row] = await app.database.db.select().from(users).where(eq(users.id, learner.id));
      expect(row!.firstName).toBe('Maya');
    },
  );

  it('refuses a non-canonical address for an API route even from the site itself', async () => {
    const learner = await createLearner(app);
    const response = await app.server.inject({ method: 'POST', url: '//api/courses/ai-101-for-business-owners/enrollment', headers: as(learner) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe('trailing-slash redirects', () => {
  const offSite = ['/%2Fevil.example/', '//evil.example/', '/%5Cevil.example/', '/%2F%2Fevil.example/', '/%09/evil.example/', '/%5C%5Cevil.example/', '/\\evil.example/'];

  it.each(offSite)('keeps %s on the site', async (url) => {
    const response = await app.server.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    const location = response.headers.location;
    if (location === undefined) return;
    expect(String(location)).toMatch(/^\/(?![/\\])/);
    expect(String(location)).not.toMatch(/[\s\\]/);
    expect(new URL(String(location), TEST_PUBLIC_URL).origin).toBe(TEST_PUBLIC_URL);
  });

  it.each([
    ['/a%0d%0aX-Injected:%201/', '/a%0d%0aX-Injected:%201'],
    ['/%E2%82%AC/', '/%E2%82%AC'],
    ['/x%00y/', '/x%00y'],
    ['/courses/?level=Beginner', '/courses?level=Beginner'],
  ])('redirects %s to the encoded address %s', async (url, expected) => {
    const response = await app.server.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(expected);
    expect(response.headers['x-injected']).toBeUndefined();
  });
});

describe('control characters', () => {
  const expectRefused = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'BAD_REQUEST', message: expect.stringMatching(/\w/) });
  };

  it('refuses a NUL byte in a contact message with a message', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/contact',
      headers: SAME_ORIGIN,
      payload: { name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'Hi\u0000there' },
    });
    expectRefused(response);
    expect(response.json()).toMatchObject({ message: 'Message may not contain control characters' });
  });

  it('keeps line breaks in a contact message', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/contact',
      headers: SAME_ORIGIN,
      payload: { name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'Line one\r\n\tLine two' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a control character in a profile name', async () => {
    const learner = await createLearner(app);
    for (const firstName of ['Jo\u0000', 'Jo\nPark', 'Jo\u001b[31m']) {
      const response = await app.server.inject({ method: 'PUT', url: '/api/profile', headers: as(learner), payload: { firstName, lastName: 'Park' } });
      expectRefused(response);
      expect(response.json()).toMatchObject({ message: 'First name may not contain control characters' });
    }
  });

  it('refuses a NUL byte in a reset token', async () => {
    const response = await app.server.inject({ method: 'POST', url: '/api/auth/reset-password', headers: SAME_ORIGIN, payload: { newPassword: 'a-new-password', token: 'abc\u0000def' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/\w/);
  });

  it('refuses a NUL byte in a quiz answer', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: quizCurriculum });
    await app.server.inject({ method: 'POST', url: `/api/courses/${course.slug}/enrollment`, headers: as(learner) });
    const draw = await app.server.inject({ method: 'POST', url: `/api/learn/${course.slug}/lessons/check/quiz-draws`, headers: as(learner) });
    const response = await app.server.inject({
      method: 'POST',
      url: `/api/learn/${course.slug}/lessons/check/quiz-draws/${draw.json().drawId}/attempt`,
      headers: as(learner),
      payload: { answers: { 'tf\u0000': 'True' } },
    });
    expectRefused(response);
  });

  it('refuses a NUL byte in an analytics property, name or path', async () => {
    for (const body of [
      { name: 'page_view', properties: { page_path: '/a\u0000b' }, path: '/' },
      { name: 'page_view', properties: { page_path: '/', ['pa\u0000th']: '/' }, path: '/' },
      { name: 'page_view', properties: { page_path: '/' }, path: '/x\u0000' },
    ].map((event) => ({ visitor_id: 'hardening-visitor', events: [event] }))) {
      expectRefused(await app.server.inject({ method: 'POST', url: '/api/analytics/events', headers: SAME_ORIGIN, payload: body }));
    }
  });
});

describe('framework error answers', () => {
  it('answers a page URL with malformed percent-encoding with the not-found page, not JSON', async () => {
    for (const url of ['/courses/%E0%A4%A', '/%', '/%E0%A4%A', '/courses/%FF']) {
      const response = await app.server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(titleOf(response.body), url).toBe('Page Not Found | AI Action Academy');
      for (const header of SECURITY_HEADERS) expect(response.headers[header], `${url} ${header}`).toBeDefined();
    }
  });

  it('answers a page request that fails on the server with an error page, not JSON', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const response = await broken.server.inject({ method: 'GET', url: '/courses/some-course' });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(titleOf(response.body)).toBe('Something Went Wrong | AI Action Academy');
      for (const header of SECURITY_HEADERS) expect(response.headers[header], header).toBeDefined();
      const api = await broken.server.inject({ method: 'GET', url: '/api/courses/some-course' });
      expect(api.statusCode).toBe(500);
      expect(api.json()).toMatchObject({ error: 'INTERNAL' });
    } finally {
      await broken.server.close();
    }
  });

  it('answers an API URL with malformed percent-encoding with the error body and the security headers', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/courses/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'BAD_REQUEST', message: expect.any(String) });
    for (const header of SECURITY_HEADERS) expect(response.headers[header], header).toBeDefined();
  });

  it('answers an overlong path parameter with 414, the error body and the security headers', async () => {
    const response = await app.server.inject({ method: 'GET', url: `/api/courses/${'a'.repeat(300)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ error: 'URI_TOO_LONG', message: expect.any(String) });
    for (const header of SECURITY_HEADERS) expect(response.headers[header], header).toBeDefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  describe("Node's own answers to requests it cannot parse", () => {
    let port: number;
    beforeAll(async () => {
      await app.server.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.server.address() as AddressInfo).port;
    });

    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(request));
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString('latin1')));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });

    it.each([
      ['431 for oversized headers', `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      ['400 for a malformed request', 'GET / HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n', 400],
    ])('answers %s with the security headers and a page', async (_label, request, status) => {
      const response = await raw(request);
      const [head = '', body = ''] = response.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      for (const header of SECURITY_HEADERS) expect(head.toLowerCase()).toContain(`\r\n${header}: `);
      expect(head.toLowerCase()).toContain('content-type: text/html; charset=utf-8');
      expect(body).toContain('AI Action Academy');
    });
  });
});

describe('personal data is never cached', () => {
  it('answers the certificate, the player and the learner’s course list with no-store', async () => {
    const learner = await createLearner(app);
    const course = await createCourse(app.database.db, { curriculum: { modules: [{ id: 'm', title: 'M', lessons: [{ id: 'only', title: 'Only' }] }] } });
    await app.server.inject({ method: 'POST', url: `/api/courses/${course.slug}/enrollment`, headers: as(learner) });
    await app.server.inject({ method: 'POST', url: `/api/learn/${course.slug}/lessons/only/completion`, headers: as(learner) });
    const [certificate] = await app.database.db
      .select()
      .from(courseCertificates)
      .where(and(eq(courseCertificates.userId, learner.id), eq(courseCertificates.courseId, course.id)));
    for (const url of [`/api/certificates/${course.id}`, `/api/verify/${certificate!.certificateId}`, '/api/me/courses', `/api/learn/${course.slug}`, '/api/profile', '/api/session']) {
      const response = await app.server.inject({ method: 'GET', url, headers: { cookie: learner.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const enrol = await app.server.inject({ method: 'POST', url: '/api/courses/ai-101-for-business-owners/enrollment', headers: as(learner) });
    expect(enrol.headers['cache-control']).toBe('no-store');
  });

  it('keeps the public catalogue cacheable', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/api/courses' })).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await app.server.inject({ method: 'GET', url: '/api/courses/ai-101-for-business-owners' })).headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    );
  });
});

describe('permissions policy', () => {
  it('turns off the browser features the site never uses, on pages and API answers', async () => {
    for (const url of ['/', '/api/courses', '/no/such/page']) {
      const policy = String((await app.server.inject({ method: 'GET', url })).headers['permissions-policy']);
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('microphone=()');
      expect(policy, url).toContain('geolocation=()');
    }
  });
});

describe('public certificate lookups', () => {
  it('limits lookups per client address', async () => {
    const strict = await createTestApp({ rateLimitScale: 1 });
    try {
      const lookup = (remoteAddress: string) => strict.server.inject({ method: 'GET', url: '/api/verify/CERT-2026-ABC123', remoteAddress });
      for (let i = 0; i < 30; i++) expect((await lookup('203.0.113.5')).statusCode).toBe(404);
      const limited = await lookup('203.0.113.5');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await lookup('198.51.100.7')).statusCode).toBe(404);
    } finally {
      await strict.close();
    }
  });
});
