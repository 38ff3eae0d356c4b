import type { ReactNode } from 'react';
import { FlaskConical, type LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

/** Above the local checkout and billing portal, which stand in for the payment provider's own pages. */
export function TestModeNote() {
  return (
    <p className="mb-4 flex items-center justify-center gap-2 rounded-xl border-2 border-dashed border-accent-400 bg-accent-100 px-4 py-3 text-sm font-semibold text-accent-800" role="note">
      <FlaskConical className="size-5" aria-hidden="true" />
      Test mode: no card is charged and no money moves.
    </p>
  );
}

/** The page a checkout returns to: the outcome's icon and title in a centred card, then what follows. */
export function PaymentOutcome({ icon: Icon, spinning = false, paid, title, children }: { icon: LucideIcon; spinning?: boolean; paid: boolean; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 sm:px-6 lg:px-8 py-16 sm:py-24">
      <Card className="p-8 text-center sm:p-12">
        <span
          className={cn(
            'mx-auto inline-flex size-16 items-center justify-center rounded-full',
            paid ? 'bg-emerald-50 text-emerald-700' : 'bg-accent-100 text-accent-800',
          )}
        >
          <Icon className={cn('size-9', spinning && 'animate-spin')} aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {children}
      </Card>
    </div>
  );
}
