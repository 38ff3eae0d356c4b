import { viewerCanOpen, type CourseViewer } from '@shared/plan-access';
import { PLAN_LABELS, type Plan } from '@shared/plans';
import { cn } from '@web/lib/cn';
import { useSession } from '@web/lib/use-session';

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

/** To a signed-in learner: whether their plan opens the course. Nothing for a visitor. No icons: each would cost the home page a chunk. */
export function PlanAccessNote({ requiredPlan, className }: { requiredPlan: Plan; className?: string }) {
  const viewer = useCourseViewer();
  if (!viewer) return null;
  return viewerCanOpen(viewer, requiredPlan) ? (
    <p className={cn('text-sm font-medium text-brand-800', className)}>
      <span aria-hidden="true">✓ </span>
      {viewer.isAdmin ? 'Open to you as an admin' : 'Included in your plan'}
    </p>
  ) : (
    <p className={cn('text-sm font-medium text-accent-800', className)}>
      Needs the {PLAN_LABELS[requiredPlan]} plan: yours is {PLAN_LABELS[viewer.plan]}
    </p>
  );
}
