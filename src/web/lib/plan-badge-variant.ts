import type { Plan } from '@shared/plans';
import type { BadgeVariant } from '@web/components/ui/badge';

/** Spec §6: a plan's badge is elite default, pro secondary, otherwise outline. */
export const PLAN_BADGE_VARIANTS: Record<Plan, BadgeVariant> = { free: 'outline', pro: 'secondary', elite: 'default' };
