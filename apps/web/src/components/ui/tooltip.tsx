import { lazy, Suspense } from 'react';
import type { TooltipProps } from './tooltip-radix';

// Radix's tooltip brings the positioning engine (about 20 KB gzip): it loads with the first
// tooltip shown on a page, not with the app. Until then the trigger renders alone.
const RadixTooltipImpl = lazy(() => import('./tooltip-radix').then((module) => ({ default: module.RadixTooltip })));

/**
 * A hover/focus hint. The trigger keeps its own accessible name; the tooltip adds a visible label.
 * Each tooltip brings its provider so it works anywhere without app-level wiring.
 */
export function Tooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <RadixTooltipImpl {...props} />
    </Suspense>
  );
}
