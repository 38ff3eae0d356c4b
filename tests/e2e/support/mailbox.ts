import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { expect, inject } from 'vitest';
import { baseUrl } from './browser';

/** A server of the journeys: the shared one unless a journey started its own. */
export interface MailingServer {
  baseUrl: string;
  dataDir: string;
}

const sharedServer = (): MailingServer => ({ baseUrl: baseUrl(), dataDir: inject('dataDir') });

/** The messages in a server's local mailbox sent to `address`, quoted-printable undone. */
function messagesTo(address: string, server: MailingServer): string[] {
  const mailbox = path.join(server.dataDir, 'mailbox');
  // A message being written is a `.partial` file renamed when complete: read only complete ones, and skip one renamed meanwhile.
  return readdirSync(mailbox)
    .filter((name) => name.endsWith('.eml'))
    .flatMap((name) => {
      try {
        return [readFileSync(path.join(mailbox, name), 'utf8')];
      } catch {
        return [];
      }
    })
    .map((text) => text.replace(/=\r?\n/g, '').replaceAll('=3D', '='))
    .filter((text) => text.includes(`To: ${address}`));
}

/** The email-confirmation link sent to `address` (waits up to 10 s for the mail worker). */
export async function confirmationLinkFor(address: string, server: MailingServer = sharedServer()): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const match = messagesTo(address, server)
      .map((text) => /(\/api\/auth\/verify-email\?token=[A-Za-z0-9._-]+)/.exec(text))
      .find(Boolean);
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation email reached ${address}`);
}

/** Follows the confirmation link emailed to the signed-in account of `api`, as its owner would, unless it is confirmed already. */
export async function confirmEmail(api: APIRequestContext, server: MailingServer = sharedServer()): Promise<void> {
  const { user } = (await (await api.get(`${server.baseUrl}/api/session`)).json()) as { user: { email: string; emailVerified: boolean } | null };
  if (!user || user.emailVerified) return;
  const followed = await api.get(`${server.baseUrl}${await confirmationLinkFor(user.email, server)}`);
  expect(followed.ok()).toBe(true);
}

/** The one-click cancel link of the renewal notice sent to `address` (waits up to `timeoutMs` for the notice and the mail worker). */
export async function renewalCancelLinkFor(address: string, server: MailingServer = sharedServer(), timeoutMs = 20_000): Promise<string> {
  for (let waited = 0; waited < timeoutMs; waited += 200) {
    const match = messagesTo(address, server)
      .map((text) => /(\/renewal\/cancel\?token=[A-Za-z0-9._-]+)/.exec(text))
      .find(Boolean);
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no renewal notice reached ${address}`);
}
