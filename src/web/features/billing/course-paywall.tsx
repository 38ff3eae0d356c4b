import { ArrowRight, BookOpenText } from 'lucide-react';
import { Link } from 'react-router';
import { isPaidPlan } from '@shared/billing';
import { includedInPlanLine } from '@shared/plan-access';
import { PLAN_LABELS, type Plan } from '@shared/plans';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { usePlanCheckout } from './use-plan-checkout';

interface CoursePaywallProps {
  plan: Plan;
  /** The free preview lesson's address, when the course has one and this page is not it. */
  previewPath?: string | null;
  className?: string;
}

/**
 * What a course the viewer's plan does not open offers beside its button (issue 34): the plan and
 * its price, a button that starts that plan's checkout at once, and the free preview lesson.
 */
export function CoursePaywall({ plan, previewPath = null, className }: CoursePaywallProps) {
  const checkout = usePlanCheckout();
  if (!isPaidPlan(plan)) return null;
  return (
    <div className={cn('rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5', className)}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-semibold text-ink">{includedInPlanLine(plan)}</p>
        <Button variant="accent" onClick={() => void checkout.start(plan)} disabled={checkout.busy} aria-busy={checkout.busy}>
          {checkout.busy ? 'Starting checkout...' : `Get ${PLAN_LABELS[plan]}`}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <p className="mt-2 text-sm text-muted">
        Every {PLAN_LABELS[plan]} course for a year, with a 30-day money-back guarantee.{' '}
        <Link to="/pricing" className="rounded font-medium text-brand-700 hover:underline">
          Compare plans
        </Link>
      </p>
      {previewPath && (
        <Link to={previewPath} className="mt-3 inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 hover:underline">
          <BookOpenText className="size-4" aria-hidden="true" />
          Read the first lesson free
        </Link>
      )}
    </div>
  );
}
