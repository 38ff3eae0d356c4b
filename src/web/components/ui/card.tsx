import type { HTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-2xl border border-line bg-white shadow-sm', className)} {...props} />;
}
