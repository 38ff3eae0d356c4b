import { compactVerify, SignJWT } from 'jose';
import type { SigningKey } from './signing-key';

/**
 * An Open Badges 3.0 credential (an `OpenBadgeCredential`, a W3C Verifiable Credential) in the
 * VC-JWT proof format of Open Badges 3.0 §8.2: the credential is the JWT's payload, its members at
 * the top level beside the registered claims, signed with EdDSA (Ed25519) by `jose` (decision 0108).
 */

export const OPEN_BADGE_CONTEXTS = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'] as const;

/** The school as an issuer: a did:web of the site's host, so its key is found at /.well-known/did.json. */
export interface BadgeIssuer {
  id: string;
  name: string;
  url: string;
}

export function schoolIssuer(publicUrl: string, name: string): BadgeIssuer {
  const { host } = new URL(publicUrl);
  return { id: `did:web:${host.replace(':', '%3A')}`, name, url: publicUrl };
}

/** What a certificate or certification says, as issued. */
export interface BadgeFacts {
  certificateId: string;
  /** The public page that confirms it: the credential's `id`, and the URL LinkedIn carries. */
  verifyUrl: string;
  achievement: {
    id: string;
    name: string;
    description: string;
    criteria: string;
    /** Open Badges' achievement types: a course's certificate, or a certification. */
    type: 'Certificate' | 'Certification';
  };
  learnerName: string;
  issuedAt: Date;
  expiresAt: Date | null;
}

export interface OpenBadgeCredential {
  '@context': readonly string[];
  id: string;
  type: ['VerifiableCredential', 'OpenBadgeCredential'];
  issuer: BadgeIssuer & { type: ['Profile'] };
  name: string;
  validFrom: string;
  validUntil?: string;
  credentialSubject: {
    type: ['AchievementSubject'];
    identifier: [{ type: 'IdentityObject'; identityType: 'name'; hashed: false; identityHash: string }];
    achievement: {
      id: string;
      type: ['Achievement'];
      achievementType: BadgeFacts['achievement']['type'];
      name: string;
      description: string;
      criteria: { narrative: string };
    };
  };
}

export function openBadgeCredential(issuer: BadgeIssuer, facts: BadgeFacts): OpenBadgeCredential {
  const { achievement } = facts;
  return {
    '@context': OPEN_BADGE_CONTEXTS,
    id: facts.verifyUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { ...issuer, type: ['Profile'] },
    name: achievement.name,
    validFrom: facts.issuedAt.toISOString(),
    ...(facts.expiresAt ? { validUntil: facts.expiresAt.toISOString() } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      // The learner has no identifier of their own (no DID, no email in a credential they share): the name, in the clear.
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: facts.learnerName }],
      achievement: {
        id: achievement.id,
        type: ['Achievement'],
        achievementType: achievement.type,
        name: achievement.name,
        description: achievement.description,
        criteria: { narrative: achievement.criteria },
      },
    },
  };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Signs the credential: a compact JWS whose header carries the public key (`jwk`) and its id. */
export async function signOpenBadge(key: SigningKey, issuer: BadgeIssuer, facts: BadgeFacts): Promise<string> {
  const credential = openBadgeCredential(issuer, facts);
  const jwt = new SignJWT({ ...credential })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: `${issuer.id}#${key.publicJwk.kid}`, jwk: key.publicJwk })
    .setIssuer(issuer.id)
    .setJti(credential.id)
    .setNotBefore(seconds(facts.issuedAt));
  if (facts.expiresAt) jwt.setExpirationTime(seconds(facts.expiresAt));
  return jwt.sign(key.privateKey);
}

/**
 * The credential a JWS carries, when our key signed exactly these bytes; undefined for anything
 * else: another key, another algorithm, a changed character, or not a JWS at all.
 */
export async function readSignedOpenBadge(key: SigningKey, token: string): Promise<OpenBadgeCredential | undefined> {
  try {
    const { payload } = await compactVerify(token, key.publicKey, { algorithms: ['EdDSA'] });
    const credential = JSON.parse(new TextDecoder().decode(payload)) as Partial<OpenBadgeCredential>;
    return typeof credential.id === 'string' && credential.credentialSubject ? (credential as OpenBadgeCredential) : undefined;
  } catch {
    return undefined;
  }
}
