import { SITE_NAME } from '../../../shared/brand';
import { TEAM_ACCESS } from '../../../shared/plans';
import type { OutgoingEmail } from '../mail/outgoing-email';

const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The invitation: a single-use link to join the owner's team, with when it stops working. */
export function invitationEmail(input: { to: string; ownerName: string; link: string; expiresAt: Date }): OutgoingEmail {
  const owner = input.ownerName.trim() || 'Your team owner';
  const lines = [
    'Hi there,',
    `${owner} has given you a seat on their ${TEAM_ACCESS.name} team at ${SITE_NAME}: every Pro course, at no cost to you.`,
    `Join the team (sign up or sign in with any account, then press 'Join Team'):\n${input.link}`,
    `The link works once and until ${longDate(input.expiresAt)}. Your progress and certificates are yours, and stay with you if you leave the team.`,
  ];
  return { kind: 'team-invitation', to: input.to, subject: `${owner} invited you to learn AI on ${SITE_NAME}`, text: `${lines.join('\n\n')}\n` };
}

/** To the owner when the team's subscription ends: the members lost the Pro library at once. */
export function teamLapsedEmail(input: { to: string; firstName: string; members: number; publicUrl: string }): OutgoingEmail {
  const lines = [
    `Hi ${input.firstName.trim() || 'there'},`,
    `Your ${TEAM_ACCESS.name} subscription has ended, so the ${input.members} ${input.members === 1 ? 'member' : 'members'} of your team no longer have the Pro library through it.`,
    'Their progress and certificates are kept. Buy seats again from your team page and they get their courses back at once.',
  ];
  return { kind: 'team-lapsed', to: input.to, subject: `Your ${SITE_NAME} ${TEAM_ACCESS.name} has ended`, text: `${lines.join('\n\n')}\n\nYour team: ${input.publicUrl}/team\n` };
}
