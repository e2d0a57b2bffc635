import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../lib/reduced-motion';

/**
 * Previous and Next (a search's pages, a wizard's steps) sit under what they change: after one, the
 * reader should land at the top of the new page or step, not stay where the buttons were. Call `request()` when paging; once `shown` (the page on
 * screen, undefined while the previous one stays up as a placeholder) changes, the target (the
 * results' heading, with tabIndex -1) scrolls into view, without animation for reduced motion, and
 * takes the focus, so the keyboard goes on from the first result.
 */
export function useScrollToResults<T extends HTMLElement>(shown: unknown) {
  const targetRef = useRef<T>(null);
  const requested = useRef(false);
  useEffect(() => {
    const target = targetRef.current;
    if (!requested.current || shown === undefined || !target) return;
    requested.current = false;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [shown]);
  const request = () => {
    requested.current = true;
  };
  return { targetRef, request };
}
