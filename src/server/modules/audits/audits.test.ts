import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditFiles, audits, orders, subscriptions } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { emailsTo, SUPPORT_ADDRESS } from '../../testing/billing';
import { SAMPLE_PDF, useTestAppWithDataDir } from '../../testing/media';

const { app, dataDir } = useTestAppWithDataDir();
let admin: TestLearner;
beforeAll(async () => {
  admin = await createAdmin(app);
});

const DAY_MS = 24 * 60 * 60 * 1000;
const MB = 1024 ** 2;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
const ANSWERS = {
  businessSize: '12 people, two locations, about $2M a year',
  toolsInUse: 'QuickBooks, Gmail, a shared spreadsheet for jobs',
  processes: 'Quotes are typed by hand from site notes: two hours a day.',
  goals: 'Send quotes the same day without extra staff.',
};

type UploadFile = { field?: string; name: string; type: string; bytes: Buffer };

function multipart(fields: Record<string, string>, files: UploadFile[]) {
  const boundary = `----audit-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function submitIntake(who: TestLearner, fields: Record<string, string> = ANSWERS, files: UploadFile[] = []) {
  const { payload, headers } = multipart(fields, files);
  return app.server.inject({ method: 'POST', url: '/api/audits', headers: { ...SAME_ORIGIN, ...headers, cookie: who.cookie }, payload });
}

function uploadReport(id: string, file: UploadFile, who: TestLearner = admin) {
  const { payload, headers } = multipart({}, [{ ...file, field: 'file' }]);
  return app.server.inject({ method: 'POST', url: `/api/admin/audits/${id}/report`, headers: { ...SAME_ORIGIN, ...headers, cookie: who.cookie }, payload });
}

function send(method: 'GET' | 'POST', url: string, who: TestLearner | undefined, payload?: object) {
  return app.server.inject({ method, url, headers: { ...SAME_ORIGIN, ...(who ? { cookie: who.cookie } : {}) }, ...(payload ? { payload } : {}) });
}

async function eliteMember(): Promise<TestLearner> {
  const member = await createLearner(app);
  await app.database.db.insert(subscriptions).values({
    userId: member.id,
    planType: 'elite',
    status: 'active',
    currentPeriodStart: new Date(Date.now() - 30 * DAY_MS),
    currentPeriodEnd: new Date(Date.now() + 300 * DAY_MS),
  });
  return member;
}

async function auditBuyer(orderCount = 1): Promise<TestLearner> {
  const buyer = await createLearner(app);
  for (let index = 0; index < orderCount; index += 1) {
    await app.database.db.insert(orders).values({
      userId: buyer.id,
      product: 'custom-ai-audit',
      amountCents: 49_900,
      provider: 'local',
      providerPaymentRef: `pi_audit_${randomBytes(6).toString('hex')}`,
    });
  }
  return buyer;
}

const auditsOf = (userId: string) => app.database.db.select().from(audits).where(eq(audits.userId, userId));
const storedAuditFiles = () => {
  const folder = path.join(dataDir, 'files', 'audits');
  return existsSync(folder) ? readdirSync(folder) : [];
};

async function submitted(who: TestLearner, files: UploadFile[] = []): Promise<string> {
  const response = await submitIntake(who, ANSWERS, files);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().audit.id;
}

describe('the audit intake', () => {
  it('takes an add-on buyer’s answers and files, emails them and the owner, and lists the audit as received', async () => {
    const buyer = await auditBuyer();
    expect((await send('GET', '/api/audits/mine', buyer)).json()).toEqual({ mayStart: true, audits: [] });
    const response = await submitIntake(buyer, ANSWERS, [
      { name: 'Quoting process.pdf', type: 'application/pdf', bytes: SAMPLE_PDF },
      { name: 'job board.png', type: 'image/png', bytes: PNG },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().audit).toMatchObject({ status: 'received', answers: ANSWERS, reportUrl: null });
    expect(response.json().audit.files.map((file: { fileName: string }) => file.fileName)).toEqual(['Quoting process.pdf', 'job board.png']);

    const mine = (await send('GET', '/api/audits/mine', buyer)).json();
    expect(mine.mayStart).toBe(false);
    expect(mine.audits).toHaveLength(1);
    const [received] = await emailsTo(app.database.db, buyer.email);
    expect(received).toMatchObject({ kind: 'audit-received', subject: 'We have your Custom AI Audit intake' });
    const notice = (await emailsTo(app.database.db, SUPPORT_ADDRESS)).find((mail) => mail.kind === 'audit-intake-notice' && mail.replyTo === buyer.email);
    expect(notice?.textBody).toContain(ANSWERS.processes);
    expect(notice?.textBody).toContain('Quoting process.pdf');
  });

  it('gives an Elite member one audit per membership year', async () => {
    const member = await eliteMember();
    await submitted(member);
    const second = await submitIntake(member);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('sent the intake for your audit already');
    expect(await auditsOf(member.id)).toHaveLength(1);
  });

  it('gives a learner an admin gave Elite by hand their audit, once in the grant\'s year', async () => {
    const learner = await createLearner(app);
    expect((await send('GET', '/api/audits/mine', learner)).json()).toMatchObject({ mayStart: false });
    const endsOn = new Date(Date.now() + 60 * DAY_MS).toISOString().slice(0, 10);
    const given = await send('POST', `/api/admin/learners/${learner.id}/complimentary-plan`, admin, { plan: 'elite', endsOn, reason: 'Partner' });
    expect(given.statusCode, given.body).toBe(200);
    expect((await send('GET', '/api/audits/mine', learner)).json()).toMatchObject({ mayStart: true });
    await submitted(learner);
    expect((await submitIntake(learner)).statusCode).toBe(409);
    expect(await auditsOf(learner.id)).toHaveLength(1);
  });

  it('gives a buyer of two add-ons two audits, and a third intake 409', async () => {
    const buyer = await auditBuyer(2);
    await submitted(buyer);
    await submitted(buyer);
    expect((await submitIntake(buyer)).statusCode).toBe(409);
  });

  it('refuses a learner with neither Elite nor the add-on (403) and a visitor (401)', async () => {
    const learner = await createLearner(app);
    const refused = await submitIntake(learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('comes with Elite Access');
    expect((await send('GET', '/api/audits/mine', learner)).json()).toEqual({ mayStart: false, audits: [] });
    const visitor = await app.server.inject({ method: 'POST', url: '/api/audits', headers: { ...SAME_ORIGIN, ...multipart(ANSWERS, []).headers }, payload: multipart(ANSWERS, []).payload });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses a 50 MB file with 413 and a message, and writes nothing', async () => {
    const buyer = await auditBuyer();
    const before = storedAuditFiles().length;
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(50 * MB)]);
    const response = await submitIntake(buyer, ANSWERS, [{ name: 'scan.pdf', type: 'application/pdf', bytes: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Each file may be at most 25 MB. Attach a smaller copy, or send a link to it in the processes answer.');
    expect(await auditsOf(buyer.id)).toEqual([]);
    expect(storedAuditFiles()).toHaveLength(before);
    expect(await emailsTo(app.database.db, buyer.email)).toEqual([]);
  });

  it('refuses a file whose content is not its type, or a type it does not take, with 415, and writes nothing (a good file sent with it included)', async () => {
    const buyer = await auditBuyer();
    const before = storedAuditFiles().length;
    const disguised = await submitIntake(buyer, ANSWERS, [
      { name: 'good.pdf', type: 'application/pdf', bytes: SAMPLE_PDF },
      { name: 'process.pdf', type: 'application/pdf', bytes: Buffer.from('MZ this is a program') },
    ]);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toContain('process.pdf: Attach PDF, Word (.docx), Excel (.xlsx)');
    const program = await submitIntake(buyer, ANSWERS, [{ name: 'setup.exe', type: 'application/octet-stream', bytes: Buffer.from('MZ') }]);
    expect(program.statusCode).toBe(415);
    expect(await auditsOf(buyer.id)).toEqual([]);
    expect(await app.database.db.select().from(auditFiles).innerJoin(audits, eq(audits.id, auditFiles.auditId)).where(eq(audits.userId, buyer.id))).toEqual([]);
    expect(storedAuditFiles()).toHaveLength(before);
  });

  it('refuses a missing answer with 400 naming the question, and keeps none of the files sent', async () => {
    const buyer = await auditBuyer();
    const before = storedAuditFiles().length;
    const response = await submitIntake(buyer, { ...ANSWERS, goals: '  ' }, [{ name: 'a.pdf', type: 'application/pdf', bytes: SAMPLE_PDF }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'goals' });
    expect(response.json().message).toContain('What would you like AI to do');
    expect(await auditsOf(buyer.id)).toEqual([]);
    expect(storedAuditFiles()).toHaveLength(before);
  });

  it('refuses a sixth file', async () => {
    const buyer = await auditBuyer();
    const files = Array.from({ length: 6 }, (_, index) => ({ name: `page-${index}.png`, type: 'image/png', bytes: PNG }));
    const response = await submitIntake(buyer, ANSWERS, files);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Attach at most 5 files.');
    expect(await auditsOf(buyer.id)).toEqual([]);
  });
});

describe('the audit at /admin/audits', () => {
  it('moves through in progress to delivered, emailing the learner at each state, once', async () => {
    const buyer = await auditBuyer();
    const id = await submitted(buyer);
    const early = await send('POST', `/api/admin/audits/${id}/status`, admin, { status: 'delivered' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('Upload the audit report (PDF) first');

    expect((await send('POST', `/api/admin/audits/${id}/status`, admin, { status: 'in_progress' })).json().audit.status).toBe('in_progress');
    expect((await send('POST', `/api/admin/audits/${id}/status`, admin, { status: 'in_progress' })).statusCode).toBe(200);
    const uploaded = await uploadReport(id, { name: 'Audit for Acme.pdf', type: 'application/pdf', bytes: SAMPLE_PDF });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().audit).toMatchObject({ hasReport: true, reportFileName: 'Audit for Acme.pdf' });
    const delivered = await send('POST', `/api/admin/audits/${id}/status`, admin, { status: 'delivered' });
    expect(delivered.json().audit.status).toBe('delivered');

    const kinds = (await emailsTo(app.database.db, buyer.email)).map((mail) => mail.kind);
    expect(kinds).toEqual(['audit-received', 'audit-in-progress', 'audit-delivered']);
    const [, , last] = await emailsTo(app.database.db, buyer.email);
    expect(last?.textBody).toContain('/audit');
  });

  it('lets only that learner and admins download the report, and only once it is delivered for the learner', async () => {
    const buyer = await auditBuyer();
    const other = await auditBuyer();
    const id = await submitted(buyer);
    await uploadReport(id, { name: 'report.pdf', type: 'application/pdf', bytes: SAMPLE_PDF });
    expect((await send('GET', `/media/audits/${id}/report`, buyer)).statusCode).toBe(404);
    expect((await send('GET', `/media/audits/${id}/report`, admin)).statusCode).toBe(200);
    await send('POST', `/api/admin/audits/${id}/status`, admin, { status: 'delivered' });

    const download = await send('GET', `/media/audits/${id}/report`, buyer);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    const refused = await send('GET', `/media/audits/${id}/report`, other);
    expect(refused.statusCode).toBe(403);
    expect((await send('GET', `/media/audits/${id}/report`, undefined)).statusCode).toBe(401);
    expect((await send('GET', `/api/audits/mine`, buyer)).json().audits[0].reportUrl).toBe(`/media/audits/${id}/report`);
  });

  it('keeps the intake files and the audit list for admins only', async () => {
    const buyer = await auditBuyer();
    const id = await submitted(buyer, [{ name: 'process.pdf', type: 'application/pdf', bytes: SAMPLE_PDF }]);
    const detail = await send('GET', `/api/admin/audits/${id}`, admin);
    const [file] = detail.json().audit.files;
    expect((await send('GET', file.url, admin)).rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect((await send('GET', file.url, buyer)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/audits', buyer)).statusCode).toBe(403);
  });

  it('refuses a report that is not a PDF with 415, keeping the audit as it was', async () => {
    const buyer = await auditBuyer();
    const id = await submitted(buyer);
    const refused = await uploadReport(id, { name: 'report.pdf', type: 'application/pdf', bytes: PNG });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('The audit report must be a PDF file.');
    expect((await send('GET', `/api/admin/audits/${id}`, admin)).json().audit.hasReport).toBe(false);
  });

  it('lists audits filtered by state and search, sorted and paged on the server', async () => {
    const buyer = await auditBuyer();
    const id = await submitted(buyer);
    await send('POST', `/api/admin/audits/${id}/status`, admin, { status: 'in_progress' });
    const found = await send('GET', `/api/admin/audits?status=in_progress&q=${encodeURIComponent(buyer.email)}`, admin);
    expect(found.json()).toMatchObject({ total: 1, page: 1, pageSize: 20, audits: [{ id, learnerEmail: buyer.email, source: 'Custom AI Audit', status: 'in_progress' }] });
    expect((await send('GET', `/api/admin/audits?status=received&q=${encodeURIComponent(buyer.email)}`, admin)).json().total).toBe(0);
    expect((await send('GET', '/api/admin/audits?sort=learner&direction=asc', admin)).statusCode).toBe(200);
    expect((await send('GET', '/api/admin/audits?sort=price', admin)).statusCode).toBe(400);
  });
});
