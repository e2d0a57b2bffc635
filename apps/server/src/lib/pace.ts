import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Spaces the requests of one process to an outside service: at most `perSecond`, evenly (one every
 * 1000 / perSecond ms, so the service sees no burst at the start of each second), and none at all
 * while the service asked us to wait (`Retry-After`). Each caller takes the next free slot, in order,
 * so a caller with few requests in flight (the daily availability check works four titles at a time)
 * holds only a few slots ahead of a page's request. rate-limiter-flexible's queue counts fixed
 * windows and knows nothing of Retry-After, hence this small piece of our own.
 */
export interface Pace {
  /** Resolves when this request may go. */
  turn(): Promise<void>;
  /** The service said to wait: no request goes for `ms` from now (a longer earlier pause stands). */
  pauseFor(ms: number): void;
}

export interface PaceOptions {
  perSecond: number;
  /** The clock and the wait (tests pass their own to read the schedule without waiting). */
  now?: () => number;
  wait?: (ms: number) => Promise<unknown>;
}

export function createPace({ perSecond, now = Date.now, wait = sleep }: PaceOptions): Pace {
  const spacingMs = 1000 / perSecond;
  let nextSlot = 0;
  let pausedUntil = 0;
  return {
    async turn() {
      // A pause announced while this caller waited for its slot sends it to take a slot after the pause.
      for (;;) {
        const slot = Math.max(now(), nextSlot, pausedUntil);
        nextSlot = slot + spacingMs;
        const delay = slot - now();
        if (delay > 0) await wait(delay);
        if (now() >= pausedUntil) return;
      }
    },
    pauseFor(ms) {
      pausedUntil = Math.max(pausedUntil, now() + ms);
    },
  };
}
