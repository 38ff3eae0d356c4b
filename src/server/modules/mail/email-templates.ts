import { SITE_NAME, TAGLINE } from '../../../shared/brand';
import type { OutgoingEmail } from './outgoing-email';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A plain, readable HTML frame shared by every message; the text part says the same. `unsubscribe` ends a learning email. */
export function layout(subject: string, paragraphs: string[], action?: { label: string; url: string }, unsubscribe?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  const unsubscribeLine = unsubscribe
    ? `<p style="margin:16px 0 0;color:#475569;font-size:13px"><a href="${escapeHtml(unsubscribe.url)}" style="color:#475569">${escapeHtml(unsubscribe.label)}</a></p>`
    : '';
  const head = `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`;
  return `<!doctype html><html lang="en">${head}<body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a"><div style="max-width:560px;margin:0 auto;padding:32px 24px"><p style="font-weight:700;color:#0f766e;margin:0 0 24px">${escapeHtml(SITE_NAME)}</p>${body}${button}<p style="margin:32px 0 0;color:#475569;font-size:13px">${escapeHtml(TAGLINE)}</p>${unsubscribeLine}</div></body></html>`;
}

export function welcomeEmail(input: { to: string; firstName: string; publicUrl: string }): OutgoingEmail {
  const name = input.firstName || 'there';
  const lines = [
    `Hi ${name},`,
    `Welcome to ${SITE_NAME}! Your free account is ready.`,
    'Start with AI 101 for Business Owners: two hours that show you where AI saves time in your business, with something to try the next morning.',
    'Questions? Just reply to this email.',
  ];
  const url = `${input.publicUrl}/courses/ai-101-for-business-owners`;
  const subject = `Welcome to ${SITE_NAME}`;
  return {
    kind: 'welcome',
    to: input.to,
    subject,
    text: `${lines.join('\n\n')}\n\nStart learning: ${url}\n`,
    html: layout(subject, lines, { label: 'Start learning', url }),
  };
}

export function emailVerificationEmail(input: { to: string; firstName: string; verifyUrl: string; validForHours: number }): OutgoingEmail {
  const lines = [
    `Hi ${input.firstName || 'there'},`,
    `Please confirm that this is your email address. Until you do, you can take the free courses, but you cannot buy a plan or receive a certificate. The link works for ${input.validForHours} hours.`,
    "If you didn't create an account, ignore this email.",
  ];
  const subject = `Confirm your email for ${SITE_NAME}`;
  return {
    kind: 'email-verification',
    to: input.to,
    subject,
    text: `${lines.join('\n\n')}\n\nConfirm your email: ${input.verifyUrl}\n`,
    html: layout(subject, lines, { label: 'Confirm my email', url: input.verifyUrl }),
  };
}

export function passwordResetEmail(input: { to: string; firstName: string; resetUrl: string; validForMinutes: number }): OutgoingEmail {
  const lines = [
    `Hi ${input.firstName || 'there'},`,
    `Someone asked to reset the password of your ${SITE_NAME} account. If it was you, choose a new password with the link below. It works once, for ${input.validForMinutes} minutes.`,
    "If it wasn't you, ignore this email: your password stays as it is.",
  ];
  const subject = `Reset your ${SITE_NAME} password`;
  return {
    kind: 'password-reset',
    to: input.to,
    subject,
    text: `${lines.join('\n\n')}\n\nReset your password: ${input.resetUrl}\n`,
    html: layout(subject, lines, { label: 'Choose a new password', url: input.resetUrl }),
  };
}
