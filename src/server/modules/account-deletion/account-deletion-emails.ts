import { SITE_NAME } from '../../../shared/brand';
import { TEAM_ACCESS } from '../../../shared/plans';
import type { OutgoingEmail } from '../mail/outgoing-email';

/**
 * To each member of a team whose owner deleted their account: the seat ended at once. The owner
 * is not named, so the email keeps nothing of the deleted account (decision 0103).
 */
export function teamClosedEmail(input: { to: string; firstName: string; publicUrl: string }): OutgoingEmail {
  const lines = [
    `Hi ${input.firstName.trim() || 'there'},`,
    `The owner of your ${TEAM_ACCESS.name} team has closed their ${SITE_NAME} account, so your team seat has ended and the Pro courses it gave you are closed.`,
    'Your progress and certificates are yours and are kept. To keep learning Pro courses, choose a plan of your own:',
  ];
  return { kind: 'team-closed', to: input.to, subject: `Your ${SITE_NAME} team seat has ended`, text: `${lines.join('\n\n')}\n\n${input.publicUrl}/pricing\n` };
}
