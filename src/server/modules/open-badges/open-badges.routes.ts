import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/open-badges';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { schoolIssuer } from './open-badge';
import { checkOpenBadge, getCertificateOpenBadge, getCertificationOpenBadge, revokeCertificate, type OpenBadgeSigner } from './open-badges.service';
import { loadSigningKey } from './signing-key';

const publicKeyCache = 'public, max-age=3600';

/**
 * Open Badges 3.0 credentials (issue 32, decision 0108): the learner's own signed credentials,
 * the public check of a pasted one, and the school's public key at two well-known addresses
 * (a did:web document, and a JWK set) for verifiers of our own choosing and theirs.
 */
export function openBadgesRoutes({ config, viewers, database }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    // Loaded at the first request that needs it, so a server whose DATA_DIR cannot hold the key
    // still starts (and /api/ready says what is wrong) and writes nothing there until then.
    let loading: Promise<OpenBadgeSigner> | undefined;
    const signer = () =>
      (loading ??= loadSigningKey(config).then(
        (key) => ({ key, issuer: schoolIssuer(config.publicUrl, config.mail.company.legalName), publicUrl: config.publicUrl }),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      ));

    registerEndpoint(app, api.getCertificateOpenBadge, async ({ params }, request) =>
      getCertificateOpenBadge(db, await signer(), await viewers.requireUser(request), params.courseId),
    );
    registerEndpoint(app, api.getCertificationOpenBadge, async ({ params }, request) =>
      getCertificationOpenBadge(db, await signer(), await viewers.requireUser(request), params.credentialId),
    );
    registerEndpoint(app, api.checkOpenBadge, async ({ body }) => checkOpenBadge(db, await signer(), body.credential, new Date()));

    app.get('/.well-known/jwks.json', async (_request, reply) => reply.header('cache-control', publicKeyCache).send({ keys: [(await signer()).key.publicJwk] }));
    app.get('/.well-known/did.json', async (_request, reply) => {
      const { issuer, key } = await signer();
      const method = `${issuer.id}#${key.publicJwk.kid}`;
      return reply.header('cache-control', publicKeyCache).send({
        '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/suites/jws-2020/v1'],
        id: issuer.id,
        verificationMethod: [{ id: method, type: 'JsonWebKey2020', controller: issuer.id, publicKeyJwk: key.publicJwk }],
        assertionMethod: [method],
      });
    });
  };
}

/** Admin: revoke a certificate or a certification's credential. */
export function adminOpenBadgesRoutes({ database, viewers }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, api.revokeCertificate, async ({ params, body }, request) =>
      revokeCertificate(db, await viewers.requireAdmin(request), params.certificateId, body.reason, new Date()),
    );
  };
}
