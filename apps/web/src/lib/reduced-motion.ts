/** True when the user asked the system for less motion: scrolling then jumps instead of gliding. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
