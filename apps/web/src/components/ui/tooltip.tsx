import { Slot } from 'radix-ui';
import type { TooltipSide } from './tooltip-bubble';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';

export interface TooltipProps {
  content: ReactNode;
  /** One element that takes a ref and event handlers (a button, a link, an IconButton). */
  children: ReactElement;
  side?: TooltipSide;
}

// The bubble and its positioning engine load with the first tooltip shown, not with the app.
const TooltipBubble = lazy(() => import('./tooltip-bubble'));

const OPEN_DELAY_MS = 300;

/**
 * A hover/focus hint. The trigger keeps its own accessible name; the tooltip adds a visible label.
 * The trigger is always the same element in the same place of the tree: only the bubble is lazy, so
 * a click that lands while its code arrives is never lost (docs/decisions/028-tooltip.md).
 */
export function Tooltip({ content, children, side = 'bottom' }: TooltipProps) {
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The trigger the bubble points at while it shows; null when it is hidden.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const show = (element: HTMLElement, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAnchor(element), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setAnchor(null);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <>
      <Slot.Root
        aria-describedby={anchor ? id : undefined}
        onPointerEnter={(event) => event.pointerType !== 'touch' && show(event.currentTarget, OPEN_DELAY_MS)}
        onPointerLeave={hide}
        onPointerDown={hide}
        onFocus={(event) => event.currentTarget.matches(':focus-visible') && show(event.currentTarget, 0)}
        onBlur={hide}
        onKeyDown={(event) => event.key === 'Escape' && hide()}
      >
        {children}
      </Slot.Root>
      {anchor && (
        <Suspense fallback={null}>
          <TooltipBubble id={id} anchor={anchor} side={side}>
            {content}
          </TooltipBubble>
        </Suspense>
      )}
    </>
  );
}
