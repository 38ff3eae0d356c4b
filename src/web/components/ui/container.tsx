import type { HTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

const WIDTHS = {
  default: 'max-w-6xl',
  /** Reading width: legal text, forms, single cards. */
  narrow: 'max-w-3xl',
} as const;

/**
 * The page width and side padding used by every section. Choose the width with `width`:
 * a max-w-* in className would compete with the default, since classes are joined, not merged.
 */
export function Container({ className, width = 'default', ...props }: HTMLAttributes<HTMLDivElement> & { width?: keyof typeof WIDTHS }) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', WIDTHS[width], className)} {...props} />;
}
