import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createVerifier } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { linkedInAddToProfileUrl } from '../../../shared/linkedin-certification';
import { checkOpenBadge, getCertificateOpenBadge, getCertificationOpenBadge, revokeCertificate } from '../../../shared/api/open-badges';
import { generateCertificateId } from '../../../shared/certificate-id';
import { certificationCredentials } from '../../db/schema';
import { createAdmin, createLearner, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse, oneModuleCurriculum } from '../../testing/factories';
import { learningRequests } from '../../testing/learning';
import { useTestApp } from '../../testing/test-app';
import { loadSigningKey, SIGNING_KEY_FILE } from './signing-key';

const app = useTestApp();
const { enroll, complete } = learningRequests(() => app);

async function earnCertificate(learner: TestLearner, title = 'Bookkeeping With AI') {
  const course = await createCourse(app.database.db, { title, curriculum: oneModuleCurriculum('M', [{ id: 'only', title: 'Only' }]) });
  await enroll(course.slug, learner);
  const { certificate } = (await complete(course.slug, 'only', learner)).json();
  return { course, certificateId: certificate.certificateId as string };
}

const download = (courseId: string, viewer?: TestLearner) => injectEndpoint(app.server, getCertificateOpenBadge, { cookie: viewer?.cookie }, { params: { courseId } });
const check = (credential: string) => injectEndpoint(app.server, checkOpenBadge, {}, { body: { credential } });

/** The school's public key as a verifier outside our code finds it: from the well-known JWK set. */
async function publishedPublicKeyPem(): Promise<string> {
  const { keys } = (await app.server.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
  const { createPublicKey } = await import('node:crypto');
  return createPublicKey({ key: keys[0], format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();
}

/** Changes one character in the middle of the payload, keeping it base64url. */
function changeOneCharacter(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const at = Math.floor(payload.length / 2);
  const swapped = payload[at] === 'A' ? 'B' : 'A';
  return [header, payload.slice(0, at) + swapped + payload.slice(at + 1), signature].join('.');
}

describe('Open Badges 3.0 credentials', () => {
  it('issues the learner an OpenBadgeCredential that an independent verifier accepts with the published key', async () => {
    const learner = await createLearner(app, { firstName: 'Rosa', lastName: 'Delgado' });
    const { course, certificateId } = await earnCertificate(learner);
    const downloaded = await download(course.id, learner);
    expect(downloaded.status).toBe(200);
    const { credential, fileName } = downloaded.body();
    expect(fileName).toBe(`${certificateId}-open-badge.jwt`);

    // fast-jwt, not jose (which signs): a separate library's verify function, with the key from /.well-known.
    const verify = createVerifier({ key: await publishedPublicKeyPem(), algorithms: ['EdDSA'], complete: true });
    const { header, payload } = verify(credential) as { header: Record<string, unknown>; payload: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- a JWT payload's shape is the test's subject
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'JWT' });
    expect(payload['@context']).toEqual(['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']);
    expect(payload.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    const verifyUrl = `${app.context.config.publicUrl}/verify/${certificateId}`;
    expect(payload).toMatchObject({ id: verifyUrl, jti: verifyUrl, iss: payload.issuer.id, name: 'Bookkeeping With AI' });
    expect(payload.issuer).toMatchObject({ type: ['Profile'], name: app.context.config.mail.company.legalName, url: app.context.config.publicUrl });
    expect(payload.issuer.id).toMatch(/^did:web:/);
    expect(payload.credentialSubject).toMatchObject({
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Rosa Delgado' }],
      achievement: { type: ['Achievement'], achievementType: 'Certificate', name: 'Bookkeeping With AI', id: `${app.context.config.publicUrl}/courses/${course.slug}` },
    });
    expect(payload.nbf).toBe(Math.floor(Date.parse(payload.validFrom) / 1000));

    // LinkedIn's add-to-profile carries the credential's ID and its URL.
    const linkedIn = new URL(linkedInAddToProfileUrl({ name: payload.name, organizationName: 'x', issuedAt: payload.validFrom, certificateId, verifyUrl }));
    expect(linkedIn.searchParams.get('certId')).toBe(certificateId);
    expect(linkedIn.searchParams.get('certUrl')).toBe(payload.id);

    const checked = await check(credential);
    expect(checked.body()).toMatchObject({ status: 'valid', details: { certificateId, learnerName: 'Rosa Delgado', achievement: 'Bookkeeping With AI' } });
  });

  it('fails the independent verifier and our check when one character changes', async () => {
    const learner = await createLearner(app);
    const { course } = await earnCertificate(learner);
    const { credential } = (await download(course.id, learner)).body();
    const tampered = changeOneCharacter(credential);
    const verify = createVerifier({ key: await publishedPublicKeyPem(), algorithms: ['EdDSA'] });
    expect(() => verify(tampered)).toThrow();
    expect((await check(tampered)).body()).toMatchObject({ status: 'tampered', details: null });
    expect((await check(`${credential.slice(0, -2)}xy`)).body().status).toBe('tampered');
  });

  it('says revoked once an admin revokes the certificate, and offers no more downloads of it', async () => {
    const learner = await createLearner(app);
    const admin = await createAdmin(app);
    const { course, certificateId } = await earnCertificate(learner);
    const { credential } = (await download(course.id, learner)).body();

    const revoke = (viewer: TestLearner | undefined, reason = 'Issued to the wrong account') =>
      injectEndpoint(app.server, revokeCertificate, { cookie: viewer?.cookie }, { params: { certificateId }, body: { reason } });
    expect((await revoke(undefined)).status).toBe(401);
    expect((await revoke(learner)).status).toBe(403);
    expect((await revoke(admin, ' ')).status).toBe(400);
    const revoked = await revoke(admin);
    expect(revoked.status).toBe(200);
    expect((await revoke(admin, 'Again')).body().revokedAt).toBe(revoked.body().revokedAt);

    const checked = (await check(credential)).body();
    expect(checked.status).toBe('revoked');
    expect(checked.message).toContain('Issued to the wrong account');
    expect((await download(course.id, learner)).status).toBe(409);
    const byId = (await app.server.inject({ method: 'GET', url: `/api/verify/${certificateId}` })).json();
    expect(byId.certificate.revocation).toEqual({ revokedAt: revoked.body().revokedAt, reason: 'Issued to the wrong account' });
  });

  it('says expired for a certification past its end date, and gives each learner only their own', async () => {
    const learner = await createLearner(app, { firstName: 'Sam', lastName: 'Ortiz' });
    const other = await createLearner(app);
    const credentialId = generateCertificateId();
    await app.database.db.insert(certificationCredentials).values({
      credentialId,
      userId: learner.id,
      trackId: 'ai-implementation-partner',
      learnerName: 'Sam Ortiz',
      trackTitle: 'Elite AI Implementation Partner',
      issuedAt: new Date('2025-01-10T00:00:00Z'),
      expiresAt: new Date('2026-01-10T00:00:00Z'),
    });
    const own = (viewer: TestLearner) => injectEndpoint(app.server, getCertificationOpenBadge, { cookie: viewer.cookie }, { params: { credentialId } });
    expect((await own(other)).status).toBe(404);
    const { credential } = (await own(learner)).body();
    const checked = (await check(credential)).body();
    expect(checked).toMatchObject({ status: 'expired', details: { validUntil: '2026-01-10T00:00:00.000Z', achievement: 'Elite AI Implementation Partner' } });
    expect(checked.message).toContain('January 10, 2026');

    const admin = await createAdmin(app);
    await injectEndpoint(app.server, revokeCertificate, { cookie: admin.cookie }, { params: { certificateId: credentialId }, body: { reason: 'Case study found copied' } });
    expect((await check(credential)).body().status).toBe('revoked');
    const byId = (await app.server.inject({ method: 'GET', url: `/api/credentials/${credentialId}` })).json();
    expect(byId.credential).toMatchObject({ current: false, revocation: { reason: 'Case study found copied' } });
  });

  it('refuses what is not a credential with a message, and unknown downloads with 404', async () => {
    const learner = await createLearner(app);
    const refused = await check('{"@context": "not a jwt"}');
    expect(refused.status).toBe(400);
    expect(refused.response.json().message).toContain('.jwt file');
    expect((await check('')).status).toBe(400);
    expect((await check('a'.repeat(20_001))).status).toBe(400);
    expect((await download('00000000-0000-4000-8000-000000000000', learner)).status).toBe(404);
    expect((await download('00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });

  it('publishes the public key as a did:web document and a JWK set, never the private half', async () => {
    const did = (await app.server.inject({ method: 'GET', url: '/.well-known/did.json' })).json();
    const jwks = (await app.server.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    expect(did.verificationMethod[0].publicKeyJwk).toEqual(jwks.keys[0]);
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(jwks.keys[0].d).toBeUndefined();
  });
});

describe('the signing key', () => {
  it('is made once in the data folder, readable by its owner only, and the same for every process', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'signing-key-'));
    const keys = await Promise.all(Array.from({ length: 5 }, () => loadSigningKey({ dataDir, credentialSigningKey: undefined })));
    expect(new Set(keys.map((key) => key.publicJwk.kid)).size).toBe(1);
    expect(statSync(path.join(dataDir, SIGNING_KEY_FILE)).mode & 0o777).toBe(0o600);
    const again = await loadSigningKey({ dataDir, credentialSigningKey: undefined });
    expect(again.publicJwk.kid).toBe(keys[0]!.publicJwk.kid);
  });

  it('uses the configured key when one is given', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'signing-key-'));
    const made = await loadSigningKey({ dataDir, credentialSigningKey: undefined });
    const pem = readFileSync(path.join(dataDir, SIGNING_KEY_FILE), 'utf8');
    const configured = await loadSigningKey({ dataDir: mkdtempSync(path.join(tmpdir(), 'signing-key-')), credentialSigningKey: pem });
    expect(configured.publicJwk.kid).toBe(made.publicJwk.kid);
  });
});
