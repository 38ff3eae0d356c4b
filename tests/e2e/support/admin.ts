import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createOTP } from '@better-auth/utils/otp';
import type { APIRequestContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/** The admin account the browser-test server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@e2e.example.com', password: 'e2e-admin-password' } as const;

/** Where the shared server's admin authenticator secret is kept once global setup has set it up. */
const SECRET_FILE = 'e2e-admin-authenticator-secret';

/** The authenticator secrets (base32, as the otpauth:// address carries it) of each server's admin. */
const secrets = new Map<string, string>();

/** RFC 4648 base32 to bytes. */
function base32Bytes(text: string): Uint8Array {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Uint8Array.from(bits.match(/.{8}/g) ?? [], (byte) => parseInt(byte, 2));
}

/** The code the admin's authenticator app would show now. */
export function codeFor(secret: string): Promise<string> {
  return createOTP(base32Bytes(secret)).totp();
}

/** A same-origin request as the admin; each caller sends it with its own cookie jar. */
type Fetch = (url: string, init: { method: string; body?: unknown }) => Promise<{ status: number; json: () => Promise<unknown> }>;

/**
 * Sets up the admin's second factor through the API as the set-up page does (password, then the
 * first code) and returns the secret. Used by global setup for the shared server and by
 * `signInAsAdmin` for a journey's own server, whose admin starts without one.
 */
export async function setUpSecondFactor(base: string, send: Fetch): Promise<string> {
  const enabled = await send(`${base}/api/auth/two-factor/enable`, { method: 'POST', body: { password: E2E_ADMIN.password } });
  if (enabled.status !== 200) throw new Error(`second-factor set-up failed: ${enabled.status}`);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret')!;
  const confirmed = await send(`${base}/api/auth/two-factor/verify-totp`, { method: 'POST', body: { code: await codeFor(secret) } });
  if (confirmed.status !== 200) throw new Error(`second-factor confirmation failed: ${confirmed.status}`);
  secrets.set(base, secret);
  return secret;
}

export function saveSharedSecret(dataDir: string, secret: string): void {
  writeFileSync(path.join(dataDir, SECRET_FILE), secret, { mode: 0o600 });
}

/** The secret of `base`'s admin: set up in this file's run, or by global setup for the shared server (kept in its DATA_DIR). */
function secretOf(base: string): string | undefined {
  const known = secrets.get(base);
  if (known || base !== inject('baseUrl')) return known;
  const shared = readFileSync(path.join(inject('dataDir'), SECRET_FILE), 'utf8').trim();
  secrets.set(base, shared);
  return shared;
}

/**
 * Signs the admin in through the API into `request`'s context: the password, then the code from
 * the authenticator (setting the second factor up first on a server whose admin has none yet).
 * Returns the final status (200 when signed in).
 */
export async function signInAsAdmin(request: APIRequestContext, base: string): Promise<number> {
  const headers = { origin: base };
  const signIn = await request.post(`${base}/api/auth/sign-in/email`, { headers, data: E2E_ADMIN });
  if (signIn.status() !== 200) return signIn.status();
  const send: Fetch = async (url, init) => {
    const answer = await request.fetch(url, { method: init.method, headers, data: init.body });
    return { status: answer.status(), json: () => answer.json() };
  };
  if (((await signIn.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
    const secret = secretOf(base);
    if (!secret) throw new Error(`no authenticator secret known for the admin of ${base}`);
    return (await send(`${base}/api/auth/two-factor/verify-totp`, { method: 'POST', body: { code: await codeFor(secret) } })).status;
  }
  await setUpSecondFactor(base, send);
  return 200;
}

/** On the sign-in page after the password: types the authenticator code and verifies it. */
export async function enterAdminCode(page: Page, base: string): Promise<void> {
  const secret = secretOf(base);
  if (!secret) throw new Error(`no authenticator secret known for the admin of ${base}`);
  await page.getByLabel('Code from your authenticator app').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
}
