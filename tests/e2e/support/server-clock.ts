import { writeFileSync } from 'node:fs';
import { inject } from 'vitest';

/**
 * Moves the shared server's clock `ms` ahead of the machine's (shifted-clock.mjs reads the file
 * at most every 100 ms, so wait on what the shift changes, not on time). Only journeys of the
 * one-at-a-time group may call this, and they put it back with `resetServerClock` when done.
 */
export function shiftServerClock(ms: number): void {
  writeFileSync(inject('clockFile'), String(ms));
}

export function resetServerClock(): void {
  shiftServerClock(0);
}
