/**
 * The admin audit log's vocabulary (issue 31, decision 0100): what an entry records an admin did,
 * to what kind of thing, and how the log names it. No I/O.
 */

export const AUDIT_ACTIONS = {
  'course.created': 'Course created',
  'course.saved': 'Course saved',
  'course.published': 'Course published',
  'course.restored': 'Course version restored',
  'course.deleted': 'Course deleted',
  'order.refunded': 'Payment refunded',
  'promo_code.created': 'Promo code created',
  'promo_code.updated': 'Promo code changed',
  'message.replied': 'Message replied to',
  'message.handled': 'Message marked handled',
  'message.reopened': 'Message reopened',
  'calls.availability_saved': 'Call hours saved',
  'call.outcome_recorded': 'Call outcome recorded',
  'video.uploaded': 'Video uploaded',
  'video.deleted': 'Video deleted',
  'plan.given': 'Plan given',
  'plan.extended': 'Plan extended',
  'plan.ended': 'Plan ended',
  'password_reset.sent': 'Password reset email sent',
  'certificate.reissued': 'Certificate reissued',
  'certificate.revoked': 'Certificate revoked',
  'role.granted': 'Admin role granted',
  'role.revoked': 'Admin role revoked',
  'sessions.revoked': 'Signed out everywhere',
  'learner.data_exported': 'Learner data downloaded',
  'learner.deleted': 'Learner deleted',
  'community.post_hidden': 'Community post hidden',
  'community.post_restored': 'Community post restored',
  'community.post_deleted': 'Community post deleted',
  'community.post_locked': 'Community post locked',
  'community.post_unlocked': 'Community post unlocked',
  'community.post_pinned': 'Community post pinned',
  'community.post_unpinned': 'Community post unpinned',
  'community.member_suspended': 'Member suspended from posting',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

export const AUDIT_TARGET_TYPES = ['course', 'order', 'message', 'calls', 'call', 'video', 'learner', 'certificate', 'promo_code', 'community_post'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The log's words for an action, or the action itself for one this build does not know (written by a newer one). */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

/** A reason an admin gives for an action on a learner: required, one line of at most 500 characters. */
export const AUDIT_REASON_MAX = 500;
