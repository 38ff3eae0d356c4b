import { AUDIT_STATUS_MEANING, type AuditStatus } from '../../../shared/audits';
import { INTAKE_FIELDS, INTAKE_QUESTIONS } from '../../../shared/api/audits';
import type { OutgoingEmail } from '../mail/outgoing-email';
import type { AuditLearner, AuditRow } from './audits.data';

export interface AuditEmailSettings {
  supportEmail: string;
  publicUrl: string;
}

const SUBJECT: Record<AuditStatus, string> = {
  received: 'We have your Custom AI Audit intake',
  in_progress: 'Your Custom AI Audit is in progress',
  delivered: 'Your Custom AI Audit report is ready',
};

const fullName = (learner: AuditLearner) => `${learner.firstName} ${learner.lastName}`.trim();

/** The learner's email when their audit reaches a state (the intake received, work started, the report delivered). */
export function learnerAuditEmail(status: AuditStatus, learner: AuditLearner, settings: AuditEmailSettings): OutgoingEmail {
  const next =
    status === 'delivered'
      ? `Download your report from ${settings.publicUrl}/audit (sign in first). Questions about it? Reply to this email.`
      : `You can follow your audit at ${settings.publicUrl}/audit. Anything to add? Reply to this email.`;
  return {
    kind: `audit-${status.replace('_', '-')}`,
    to: learner.email,
    subject: SUBJECT[status],
    text: [`Hi ${learner.firstName.trim() || 'there'},`, AUDIT_STATUS_MEANING[status], next].join('\n\n') + '\n',
  };
}

/** The owner's notice at the support address when an intake arrives, with the answers; a reply reaches the learner. */
export function ownerIntakeEmail(audit: AuditRow, learner: AuditLearner, fileNames: string[], settings: AuditEmailSettings): OutgoingEmail {
  const who = fullName(learner) || learner.email;
  const answers: Record<(typeof INTAKE_FIELDS)[number], string> = {
    businessSize: audit.businessSize,
    toolsInUse: audit.toolsInUse,
    processes: audit.processes,
    goals: audit.goals,
  };
  return {
    kind: 'audit-intake-notice',
    to: settings.supportEmail,
    replyTo: learner.email,
    subject: `Audit intake received: ${who}`,
    text: [
      `${who} <${learner.email}> sent their Custom AI Audit intake.`,
      ...INTAKE_FIELDS.map((field) => `${INTAKE_QUESTIONS[field]}\n${answers[field]}`),
      fileNames.length > 0 ? `Files: ${fileNames.join(', ')}` : 'No files attached.',
      `Open the audit: ${settings.publicUrl}/admin/audits?audit=${audit.id}`,
    ].join('\n\n'),
  };
}
