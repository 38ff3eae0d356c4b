import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';
import type { AppConfig } from '../../config';

/** The school's credential-signing key: the private half signs, the public half is published. */
export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as a JWK, with its thumbprint as `kid`. */
  publicJwk: JWK & { kid: string };
}

/** Where the key is kept in DATA_DIR when CREDENTIAL_SIGNING_KEY does not give one. */
export const SIGNING_KEY_FILE = 'credential-signing-key.pem';

/**
 * CREDENTIAL_SIGNING_KEY, or the key kept in DATA_DIR, made on first start (mode 0600). Two
 * processes starting together agree on one key: each writes its own candidate to a file of its
 * own and links it into place, which only the first can do; the others read the winner's.
 */
export async function loadSigningKey(config: Pick<AppConfig, 'credentialSigningKey' | 'dataDir'>): Promise<SigningKey> {
  const pem = config.credentialSigningKey ?? readOrCreateKeyFile(path.resolve(config.dataDir, SIGNING_KEY_FILE));
  const privateKey = createPrivateKey(pem);
  const publicKey = createPublicKey(privateKey);
  const jwk = await exportJWK(publicKey);
  return { privateKey, publicKey, publicJwk: { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'EdDSA', use: 'sig' } };
}

function readOrCreateKeyFile(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const candidate = `${file}.${randomUUID()}`;
  writeFileSync(candidate, generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  try {
    linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(candidate, { force: true });
  }
  return readFileSync(file, 'utf8');
}
