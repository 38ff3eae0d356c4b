import { PLAN_LABELS, type Plan } from '@shared/plans';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';

const PLAN_STYLES: Record<Plan, string> = {
  free: 'bg-white text-ink border-line',
  pro: 'bg-brand-50 text-brand-800 border-brand-200',
  elite: 'bg-accent-100 text-accent-800 border-accent-400',
};

/**
 * The plan a course needs, before anyone reaches the paywall: 'Free plan', 'Pro plan', 'Elite plan'.
 * Outside features/catalog, whose modules ride in the home page's shared chunk: `/` does not show it.
 */
export function CoursePlanBadge({ plan, className }: { plan: Plan; className?: string }) {
  return (
    <Badge variant="outline" className={cn(PLAN_STYLES[plan], className)}>
      {PLAN_LABELS[plan]} plan
    </Badge>
  );
}
