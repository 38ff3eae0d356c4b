import { useEffect, useState } from 'react';

/**
 * Milliseconds left before the server's deadline, ticking every second. Never more than the time
 * limit: a device whose clock runs behind the server's must not show more time than there is.
 */
export function useTimeLeft(deadlineAt: string, limitMinutes: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.min(limitMinutes * 60_000, new Date(deadlineAt).getTime() - now));
}

/** "59:07" (minutes and seconds). */
export function formatTimeLeft(milliseconds: number): string {
  const seconds = Math.ceil(milliseconds / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
