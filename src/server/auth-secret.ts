import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';

/** AUTH_SECRET, or (embedded database only) one generated on first start and kept in DATA_DIR. */
export function resolveAuthSecret(config: AppConfig): string {
  if (config.authSecret) return config.authSecret;
  const file = path.resolve(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
