import type { LastActiveFilter } from '@shared/api/admin-learners';

export const LAST_ACTIVE_LABELS: Record<LastActiveFilter, string> = {
  '7d': 'In the last 7 days',
  '30d': 'In the last 30 days',
  '90d': 'In the last 90 days',
  over90d: 'Not in 90 days',
};

export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
