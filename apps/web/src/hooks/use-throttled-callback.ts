import { useCallback, useRef } from 'react';

/** Runs `callback` at most once per `waitMs`; calls in between are dropped (slider buttons). */
export function useThrottledCallback<Args extends unknown[]>(callback: (...args: Args) => void, waitMs: number) {
  const lastRun = useRef(0);
  return useCallback(
    (...args: Args) => {
      const now = Date.now();
      if (now - lastRun.current < waitMs) return;
      lastRun.current = now;
      callback(...args);
    },
    [callback, waitMs],
  );
}
