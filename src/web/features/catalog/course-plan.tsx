import { CircleCheck, Crown, Lock } from 'lucide-react';
import { PLAN_LABELS, viewerCanOpen, type CourseViewer, type Plan } from '@shared/plans';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { useSession } from '@web/lib/use-session';

const PLAN_STYLES: Record<Plan, string> = {
  free: 'bg-white text-ink border-line',
  pro: 'bg-brand-50 text-brand-800 border-brand-200',
  elite: 'bg-accent-100 text-accent-800 border-accent-400',
};

/** The plan a course needs, before anyone reaches the paywall: 'Free plan', 'Pro plan', 'Elite plan'. */
export function CoursePlanBadge({ plan, className }: { plan: Plan; className?: string }) {
  return (
    <Badge variant="outline" className={cn(PLAN_STYLES[plan], className)}>
      {plan !== 'free' && <Crown className="size-3" aria-hidden="true" />}
      {PLAN_LABELS[plan]} plan
    </Badge>
  );
}

/**
 * The signed-in learner (plan and role) as far as course access goes; null for a visitor, and
 * undefined while the session is being asked for (the server renders pages signed out).
 */
export function useCourseViewer(): CourseViewer | undefined {
  const session = useSession();
  if (session.status === 'signed-in') return { plan: session.user.plan, isAdmin: session.user.isAdmin };
  if (session.status === 'signed-out') return null;
  return undefined;
}

/** To a signed-in learner: whether their plan opens the course. Nothing for a visitor. */
export function PlanAccessNote({ requiredPlan, className }: { requiredPlan: Plan; className?: string }) {
  const viewer = useCourseViewer();
  if (!viewer) return null;
  return viewerCanOpen(viewer, requiredPlan) ? (
    <p className={cn('inline-flex items-center gap-1.5 text-sm font-medium text-brand-800', className)}>
      <CircleCheck className="size-4" aria-hidden="true" />
      {viewer.isAdmin ? 'Open to you as an admin' : 'Included in your plan'}
    </p>
  ) : (
    <p className={cn('inline-flex items-center gap-1.5 text-sm font-medium text-accent-800', className)}>
      <Lock className="size-4" aria-hidden="true" />
      Needs the {PLAN_LABELS[requiredPlan]} plan: yours is {PLAN_LABELS[viewer.plan]}
    </p>
  );
}
