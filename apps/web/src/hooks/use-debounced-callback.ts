import { useCallback, useEffect, useRef } from 'react';

/** Runs `callback` once calls have stopped for `waitMs` (resize handling). */
export function useDebouncedCallback<Args extends unknown[]>(callback: (...args: Args) => void, waitMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => callback(...args), waitMs);
    },
    [callback, waitMs],
  );
}
