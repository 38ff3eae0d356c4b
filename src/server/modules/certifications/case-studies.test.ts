import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCaseStudy,
  decideReview,
  getReview,
  listMyCaseStudies,
  listReviews,
  submitCaseStudy,
  updateCaseStudy,
  type CaseStudy,
} from '../../../shared/api/case-studies';
import { listCertificationTracks, verifyCredential } from '../../../shared/api/certifications';
import { MAX_ATTACHMENT_BYTES } from '../../../shared/case-studies';
import type { AnyEndpoint, EndpointArgs } from '../../../shared/api/endpoint';
import { caseStudies, caseStudyAttachments, caseStudyReviews, certificationAttempts, certificationCredentials, subscriptions } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { emailsTo } from '../../testing/billing';
import { injectEndpoint } from '../../testing/endpoint-request';
import { multipartBody, SAMPLE_PDF, useTestAppWithDataDir } from '../../testing/media';

const ELITE_TRACK = 'ai-implementation-partner';
const { app } = useTestAppWithDataDir();
let admin: TestLearner;

beforeAll(async () => {
  admin = await createAdmin(app);
});

const call = async <E extends AnyEndpoint>(endpoint: E, learner: TestLearner | undefined, ...input: EndpointArgs<E>) =>
  (await injectEndpoint(app.server, endpoint, { cookie: learner?.cookie }, ...input)).response;

/** A case study long enough to submit (50 words or more). */
const ACCOUNT = Array.from({ length: 12 }, (_, index) => `Week ${index + 1}: the front desk answered fewer repeat questions.`).join(' ');

async function eliteLearner(overrides: { firstName?: string; lastName?: string } = {}): Promise<TestLearner> {
  const learner = await createLearner(app, { firstName: 'Priya', lastName: 'Shah', ...overrides });
  await app.database.db.insert(subscriptions).values({ userId: learner.id, planType: 'elite', status: 'active' });
  return learner;
}

async function draft(learner: TestLearner, title = 'Chatbot for our bakery orders'): Promise<CaseStudy> {
  const response = await call(createCaseStudy, learner, { body: { title, body: ACCOUNT } });
  expect(response.statusCode).toBe(201);
  return response.json().caseStudy;
}

async function submitted(learner: TestLearner, title?: string): Promise<CaseStudy> {
  const created = await draft(learner, title);
  const response = await call(submitCaseStudy, learner, { params: { caseStudyId: created.id } });
  expect(response.statusCode).toBe(200);
  return response.json().caseStudy;
}

function attach(learner: TestLearner | undefined, caseStudyId: string, file: { name: string; type: string; bytes: Buffer }) {
  const { payload, headers } = multipartBody({}, file);
  return app.server.inject({
    method: 'POST',
    url: `/api/case-studies/${caseStudyId}/attachments`,
    headers: { ...SAME_ORIGIN, ...headers, ...(learner ? { cookie: learner.cookie } : {}) },
    payload,
  });
}

const download = (url: string, learner?: TestLearner) => app.server.inject({ method: 'GET', url, headers: learner ? { cookie: learner.cookie } : {} });
const decide = (caseStudyId: string, decision: 'approve' | 'return', comment = '') => call(decideReview, admin, { params: { caseStudyId }, body: { decision, comment } });

async function passedEliteAssessment(learner: TestLearner) {
  const now = new Date();
  await app.database.db
    .insert(certificationAttempts)
    .values({ userId: learner.id, trackId: ELITE_TRACK, shown: [], startedAt: now, deadlineAt: now, submittedAt: now, score: 40, totalQuestions: 40, passed: true });
}

const rowsOf = async (learner: TestLearner) => app.database.db.select().from(caseStudies).where(eq(caseStudies.userId, learner.id));

describe('case studies: who may write and read them', () => {
  it('refuses visitors, and learners below Elite, writing nothing', async () => {
    expect((await call(createCaseStudy, undefined, { body: { title: 'A', body: ACCOUNT } })).statusCode).toBe(401);
    const pro = await createLearner(app);
    await app.database.db.insert(subscriptions).values({ userId: pro.id, planType: 'pro', status: 'active' });
    const refused = await call(createCaseStudy, pro, { body: { title: 'A', body: ACCOUNT } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'UPGRADE_REQUIRED', message: expect.stringMatching(/Elite plan/) });
    expect(await rowsOf(pro)).toEqual([]);
    expect((await call(listMyCaseStudies, pro)).json()).toMatchObject({ caseStudies: [], mayWrite: false });
  });

  it('keeps each learner’s case studies and attachments to themselves (and the board)', async () => {
    const writer = await eliteLearner();
    const other = await eliteLearner();
    const caseStudy = await draft(writer);
    expect((await call(updateCaseStudy, other, { params: { caseStudyId: caseStudy.id }, body: { title: 'Mine now', body: ACCOUNT } })).statusCode).toBe(404);
    expect((await call(submitCaseStudy, other, { params: { caseStudyId: caseStudy.id } })).statusCode).toBe(404);
    expect((await attach(other, caseStudy.id, { name: 'plan.pdf', type: 'application/pdf', bytes: SAMPLE_PDF })).statusCode).toBe(404);

    const attached = await attach(writer, caseStudy.id, { name: 'plan.pdf', type: 'application/pdf', bytes: SAMPLE_PDF });
    expect(attached.statusCode).toBe(201);
    const [file] = attached.json<{ caseStudy: CaseStudy }>().caseStudy.attachments;
    expect(file).toMatchObject({ fileName: 'plan.pdf' });
    expect((await download(file!.url)).statusCode).toBe(401);
    expect((await download(file!.url, other)).statusCode).toBe(403);
    const own = await download(file!.url, writer);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await download(file!.url, admin)).statusCode).toBe(200);
    expect((await call(listMyCaseStudies, other)).json().caseStudies).toEqual([]);
    expect((await call(listReviews, writer, { query: {} })).statusCode).toBe(403);
  });
});

describe('case studies: bad input', () => {
  it('refuses an empty text, a title of spaces and a fourth case study, writing nothing', async () => {
    const learner = await eliteLearner();
    const empty = await call(createCaseStudy, learner, { body: { title: 'Invoices', body: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: expect.stringMatching(/Write your case study/), field: 'body' });
    expect((await call(createCaseStudy, learner, { body: { title: ' ', body: ACCOUNT } })).statusCode).toBe(400);
    expect(await rowsOf(learner)).toEqual([]);

    const short = await call(createCaseStudy, learner, { body: { title: 'Short', body: 'We tried a chatbot.' } });
    const tooShort = await call(submitCaseStudy, learner, { params: { caseStudyId: short.json().caseStudy.id } });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toMatch(/at least 50 words \(you have 4\)/);
    await draft(learner);
    await draft(learner);
    const fourth = await call(createCaseStudy, learner, { body: { title: 'Fourth', body: ACCOUNT } });
    expect(fourth.statusCode).toBe(409);
    expect((await rowsOf(learner)).map((row) => row.status)).toEqual(['draft', 'draft', 'draft']);
  });

  it('refuses an attachment of the wrong type or too large with a 4xx, storing and recording nothing', async () => {
    const learner = await eliteLearner();
    const caseStudy = await draft(learner);
    const disguised = await attach(learner, caseStudy.id, { name: 'report.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00 an executable') });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toMatch(/^Attach a PDF, a picture/);
    expect((await attach(learner, caseStudy.id, { name: 'run.exe', type: 'application/octet-stream', bytes: Buffer.from('MZ\x90\x00') })).statusCode).toBe(415);
    const huge = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1024, 0x20);
    SAMPLE_PDF.copy(huge);
    const tooLarge = await attach(learner, caseStudy.id, { name: 'big.pdf', type: 'application/pdf', bytes: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('An attachment may be at most 10MB.');
    expect(await app.database.db.select().from(caseStudyAttachments).where(eq(caseStudyAttachments.caseStudyId, caseStudy.id))).toEqual([]);
  });

  it('refuses a return without a comment and a decision on a case study not waiting for one', async () => {
    const learner = await eliteLearner();
    const caseStudy = await submitted(learner);
    const silent = await decide(caseStudy.id, 'return');
    expect(silent.statusCode).toBe(400);
    expect(silent.json()).toMatchObject({ field: 'comment', message: expect.stringMatching(/needs a comment/) });
    expect((await decide(caseStudy.id, 'approve')).statusCode).toBe(200);
    const again = await decide(caseStudy.id, 'return', 'Too late');
    expect(again.statusCode).toBe(409);
    expect(await app.database.db.select().from(caseStudyReviews).where(eq(caseStudyReviews.caseStudyId, caseStudy.id))).toHaveLength(1);
    const draftOnly = await draft(learner, 'Not yet sent');
    expect((await call(getReview, admin, { params: { caseStudyId: draftOnly.id } })).statusCode).toBe(404);
  });
});

describe('the review board', () => {
  it('queues submitted case studies, returns one with comments, approves it resubmitted, and keeps every decision with who and when', async () => {
    const learner = await eliteLearner({ firstName: 'Dana', lastName: 'Okafor' });
    const caseStudy = await submitted(learner, 'Dana’s scheduling assistant');
    const queue = await call(listReviews, admin, { query: { q: 'Okafor' } });
    expect(queue.json()).toMatchObject({ total: 1, reviews: [{ id: caseStudy.id, learnerName: 'Dana Okafor', status: 'submitted', returnedCount: 0 }] });
    expect((await call(getReview, admin, { params: { caseStudyId: caseStudy.id } })).json().caseStudy).toMatchObject({ body: ACCOUNT, learnerEmail: learner.email });

    const returned = await decide(caseStudy.id, 'return', 'Add the hours saved each week.');
    expect(returned.json().caseStudy).toMatchObject({ status: 'returned', reviews: [{ decision: 'returned', comment: 'Add the hours saved each week.' }] });
    expect((await call(listReviews, admin, { query: { q: 'Okafor' } })).json().total).toBe(0);
    const [returnedEmail] = await emailsTo(app.database.db, learner.email);
    expect(returnedEmail).toMatchObject({ kind: 'case-study-returned', subject: 'Your case study "Dana’s scheduling assistant" needs changes' });
    expect(returnedEmail!.textBody).toContain('Add the hours saved each week.');

    const edited = await call(updateCaseStudy, learner, { params: { caseStudyId: caseStudy.id }, body: { title: caseStudy.title, body: `${ACCOUNT} We saved six hours a week.` } });
    expect(edited.statusCode).toBe(200);
    expect((await call(submitCaseStudy, learner, { params: { caseStudyId: caseStudy.id } })).statusCode).toBe(200);
    expect((await call(listReviews, admin, { query: { q: 'Okafor' } })).json().reviews[0]).toMatchObject({ returnedCount: 1 });
    expect((await decide(caseStudy.id, 'approve', 'Clear and measured.')).statusCode).toBe(200);

    const mine = (await call(listMyCaseStudies, learner)).json();
    expect(mine).toMatchObject({ approved: 1, required: 3 });
    expect(mine.caseStudies[0].reviews).toEqual([
      { decision: 'returned', comment: 'Add the hours saved each week.', reviewerName: 'Maya Lopez', decidedAt: expect.any(String) },
      { decision: 'approved', comment: 'Clear and measured.', reviewerName: 'Maya Lopez', decidedAt: expect.any(String) },
    ]);
    const edit = await call(updateCaseStudy, learner, { params: { caseStudyId: caseStudy.id }, body: { title: 'Changed', body: ACCOUNT } });
    expect(edit.statusCode).toBe(409);
    expect((await emailsTo(app.database.db, learner.email)).map((email) => email.kind)).toEqual(['case-study-returned', 'case-study-approved']);
  });

  it('issues the Elite credential on the third approval after a passed assessment, with its expiry, verifiable by anyone', async () => {
    const learner = await eliteLearner({ firstName: 'Luis', lastName: 'Ortega' });
    await passedEliteAssessment(learner);
    const studies = [await submitted(learner, 'One'), await submitted(learner, 'Two'), await submitted(learner, 'Three')];
    await decide(studies[0]!.id, 'approve');
    await decide(studies[1]!.id, 'approve');
    expect(await app.database.db.select().from(certificationCredentials).where(eq(certificationCredentials.userId, learner.id))).toEqual([]);
    await decide(studies[2]!.id, 'approve');

    const tracks = (await call(listCertificationTracks, learner)).json().tracks;
    const elite = tracks.find((track: { id: string }) => track.id === ELITE_TRACK);
    expect(elite.caseStudies.items.map((item: { status: string }) => item.status)).toEqual(['approved', 'approved', 'approved']);
    const { credentialId, expiresAt, issuedAt } = elite.credential;
    expect(new Date(expiresAt).getUTCFullYear()).toBe(new Date(issuedAt).getUTCFullYear() + 1);
    const verified = await call(verifyCredential, undefined, { params: { credentialId } });
    expect(verified.json().credential).toMatchObject({ learnerName: 'Luis Ortega', trackTitle: 'Elite AI Implementation Partner', current: true, expiresAt });
    const last = (await emailsTo(app.database.db, learner.email)).at(-1)!;
    expect(last.textBody).toContain(`Your credential ${credentialId} is issued`);
  });

  it('does not issue the credential for approvals alone, and issues it once the assessment is passed', async () => {
    const learner = await eliteLearner();
    for (const title of ['One', 'Two', 'Three']) await decide((await submitted(learner, title)).id, 'approve');
    const before = (await call(listCertificationTracks, learner)).json().tracks.find((track: { id: string }) => track.id === ELITE_TRACK);
    expect(before.credential).toBeNull();
    await passedEliteAssessment(learner);
    const after = (await call(listCertificationTracks, learner)).json().tracks.find((track: { id: string }) => track.id === ELITE_TRACK);
    expect(after.credential).toMatchObject({ trackTitle: 'Elite AI Implementation Partner', current: true });
  });
});
