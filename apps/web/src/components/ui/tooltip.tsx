import { lazy } from 'react';
import { AfterHydration } from './after-hydration';
import type { TooltipProps } from './tooltip-radix';

// Radix's tooltip brings the positioning engine (about 20 KB gzip): it loads with the first
// tooltip shown on a page, not with the app. Until then the trigger renders alone, and so it does
// on the server: a trigger rendered inside the lazy tooltip would stay inert until that chunk
// arrived, and a like or a "seen" click in the meantime would be lost.
const RadixTooltipImpl = lazy(() => import('./tooltip-radix').then((module) => ({ default: module.RadixTooltip })));

/**
 * A hover/focus hint. The trigger keeps its own accessible name; the tooltip adds a visible label.
 * Each tooltip brings its provider so it works anywhere without app-level wiring.
 */
export function Tooltip(props: TooltipProps) {
  return (
    <AfterHydration fallback={props.children}>
      <RadixTooltipImpl {...props} />
    </AfterHydration>
  );
}
