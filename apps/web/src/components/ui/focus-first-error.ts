import { useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../lib/reduced-motion';

/**
 * Marks an element a failed submit may send the focus to besides invalid controls: a form-level
 * error such as "wrong email or password". It needs `tabIndex={-1}` to take the focus.
 */
export const FORM_ERROR_ATTRIBUTE = 'data-form-error';

const ERROR_SELECTOR = `[aria-invalid="true"], [${FORM_ERROR_ATTRIBUTE}]`;

/**
 * Focuses the first invalid control (or form-level error) of `container`, in document order, and
 * scrolls its whole field (label included) into view. The scroll stops below the sticky header:
 * `html` has a `scroll-padding-top` of the header's height (styles/index.css).
 */
export function focusFirstError(container: ParentNode | null | undefined): HTMLElement | null {
  const target = container?.querySelector<HTMLElement>(ERROR_SELECTOR);
  return target ? focusErrorTarget(target) : null;
}

/** Focuses `target` and scrolls its whole field (label included) into view. */
function focusErrorTarget(target: HTMLElement): HTMLElement {
  target.focus({ preventScroll: true });
  const shown = target.closest<HTMLElement>('[data-field]') ?? target;
  // jsdom has no scrollIntoView.
  shown.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return target;
}

/**
 * Focuses, in document order, the first of `container`'s controls named in `names`, the same way
 * as focusFirstError. For a form that knows its invalid fields by name before React has rendered
 * them invalid (react-hook-form after its asynchronous validation). Does nothing and returns null
 * when one of the names has no control (a custom control without a name): the caller then waits
 * for the render and uses focusFirstError, which sees every invalid control.
 */
export function focusFirstNamedControl(
  container: ParentNode | null | undefined,
  names: readonly string[],
): HTMLElement | null {
  const controls = names.map((name) => container?.querySelector<HTMLElement>(`[name="${name}"]`));
  if (controls.length === 0 || !controls.every((control): control is HTMLElement => control != null)) return null;
  const first = controls.reduce<HTMLElement | undefined>(
    (earliest, control) =>
      !earliest || control.compareDocumentPosition(earliest) & Node.DOCUMENT_POSITION_FOLLOWING ? control : earliest,
    undefined,
  );
  return first ? focusErrorTarget(first) : null;
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
