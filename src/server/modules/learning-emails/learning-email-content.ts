import { SITE_NAME } from '../../../shared/brand';
import { LEARNING_EMAIL_LABELS, type LearningEmailKind } from '../../../shared/learning-emails';
import { layout } from '../mail/email-templates';
import type { OutgoingEmail } from '../mail/outgoing-email';

/** The three learning emails. Each carries the RFC 8058 one-click headers and a link to the same address. */

export interface UnsubscribeLinks {
  /** `${PUBLIC_URL}/unsubscribe?token=…`: the confirm page on GET, the unsubscribe itself on POST. */
  url: string;
}

function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function learningEmail(kind: LearningEmailKind, to: string, subject: string, lines: string[], action: { label: string; url: string }, links: UnsubscribeLinks): OutgoingEmail {
  const unsubscribeLabel = `Unsubscribe from “${LEARNING_EMAIL_LABELS[kind].title}” emails`;
  return {
    kind,
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${action.label}: ${action.url}\n\n${unsubscribeLabel}: ${links.url}\n`,
    html: layout(subject, lines, action, { label: unsubscribeLabel, url: links.url }),
    headers: unsubscribeHeaders(links),
  };
}

export function inactivityReminderEmail(input: { to: string; firstName: string; courseTitle: string; lessonTitle: string | null; resumeUrl: string; links: UnsubscribeLinks }): OutgoingEmail {
  const where = input.lessonTitle ? `“${input.lessonTitle}” in ${input.courseTitle}` : input.courseTitle;
  const lines = [
    `Hi ${input.firstName || 'there'},`,
    `It has been a week since your last lesson. Your place is saved: pick up with ${where}.`,
    'Fifteen minutes today is enough to keep the momentum going.',
  ];
  return learningEmail('inactivity-reminder', input.to, `Pick up where you left off: ${input.lessonTitle ?? input.courseTitle}`, lines, { label: 'Resume the lesson', url: input.resumeUrl }, input.links);
}

export interface DigestCourse {
  title: string;
  percent: number;
  doneThisWeek: number;
}

export function weeklyDigestEmail(input: { to: string; firstName: string; courses: DigestCourse[]; dashboardUrl: string; links: UnsubscribeLinks }): OutgoingEmail {
  const doneThisWeek = input.courses.reduce((sum, course) => sum + course.doneThisWeek, 0);
  const summary =
    doneThisWeek > 0
      ? `You finished ${doneThisWeek} ${doneThisWeek === 1 ? 'lesson' : 'lessons'} this week. Nice work.`
      : 'You did not finish a lesson this week. One short lesson gets you going again.';
  const courseLines = input.courses.length
    ? input.courses.map((course) => `${course.title}: ${course.percent}% complete${course.doneThisWeek ? ` (${course.doneThisWeek} this week)` : ''}`)
    : ['You are not enrolled in a course yet. Browse the library to start one.'];
  const lines = [`Hi ${input.firstName || 'there'},`, summary, ...courseLines];
  return learningEmail('weekly-digest', input.to, `Your week at ${SITE_NAME}`, lines, { label: 'Open your dashboard', url: input.dashboardUrl }, input.links);
}

export function newCourseEmail(input: { to: string; firstName: string; courseTitle: string; courseDescription: string; courseUrl: string; links: UnsubscribeLinks }): OutgoingEmail {
  const lines = [`Hi ${input.firstName || 'there'},`, `A new course is in your plan: ${input.courseTitle}.`, ...(input.courseDescription ? [input.courseDescription] : [])];
  return learningEmail('new-course', input.to, `New course: ${input.courseTitle}`, lines, { label: 'See the course', url: input.courseUrl }, input.links);
}
