import { beforeEach, vi } from 'vitest';

export interface ScrollCall {
  element: Element;
  options: ScrollIntoViewOptions | boolean | undefined;
}

/**
 * Records each `scrollIntoView` (jsdom has none) in the returned array, emptied before every test
 * of the file: which element a page brought into view after Next, and how.
 */
export function recordScrollIntoView(): ScrollCall[] {
  const calls: ScrollCall[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
      calls.push({ element: this, options });
    });
  });
  return calls;
}

/** The reader's reduced-motion preference, as `matchMedia` answers it (undone by `vi.unstubAllGlobals`). */
export function stubReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
