import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Marks an element a failed submit may send the focus to besides invalid controls: a form-level
 * error such as "wrong email or password". It needs `tabIndex={-1}` to take the focus.
 */
export const FORM_ERROR_ATTRIBUTE = 'data-form-error';

const ERROR_SELECTOR = `[aria-invalid="true"], [${FORM_ERROR_ATTRIBUTE}]`;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Focuses the first invalid control (or form-level error) of `container`, in document order, and
 * scrolls its whole field (label included) into view. The scroll stops below the sticky header:
 * `html` has a `scroll-padding-top` of the header's height (styles/index.css).
 */
export function focusFirstError(container: ParentNode | null | undefined): HTMLElement | null {
  const target = container?.querySelector<HTMLElement>(ERROR_SELECTOR);
  if (!target) return null;
  target.focus({ preventScroll: true });
  const shown = target.closest<HTMLElement>('[data-field]') ?? target;
  // jsdom has no scrollIntoView.
  shown.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return target;
}

/**
 * For a form whose errors arrive through state: call `focusFirstError()` in the same handler that
 * sets them, and the focus moves once React has rendered them (aria-invalid is then in the DOM).
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const containerRef = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) focusFirstError(containerRef.current);
  }, [requests]);
  const request = useCallback(() => setRequests((count) => count + 1), []);
  return { containerRef, focusFirstError: request };
}
