import type { HTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

/** Spec §6 names the plan badge variants: elite default, pro secondary, otherwise outline. */
export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'accent';

const VARIANTS: Record<BadgeVariant, string> = {
  default: 'bg-brand-700 text-white border-transparent',
  secondary: 'bg-brand-50 text-brand-800 border-transparent',
  outline: 'bg-white text-ink border-line',
  accent: 'bg-accent-100 text-accent-800 border-transparent',
};

export function Badge({ variant = 'default', className, ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold', VARIANTS[variant], className)}
      {...props}
    />
  );
}
