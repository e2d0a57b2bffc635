import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export type TooltipSide = 'top' | 'bottom';

interface TooltipBubbleProps {
  id: string;
  anchor: HTMLElement;
  side: TooltipSide;
  children: ReactNode;
}

/** The visible label of a tooltip, on top of the page (a portal) so no card's overflow clips it. */
export default function TooltipBubble({ id, anchor, side, children }: TooltipBubbleProps) {
  const {
    refs: { setFloating },
    floatingStyles,
  } = useFloating({
    elements: { reference: anchor },
    placement: side,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  return createPortal(
    <div
      id={id}
      role="tooltip"
      ref={setFloating}
      style={floatingStyles}
      className="pointer-events-none z-50 max-w-xs rounded-md bg-fg px-2.5 py-1.5 text-xs font-medium text-bg shadow-md animate-[fade-in_150ms_ease-out]"
    >
      {children}
    </div>,
    document.body,
  );
}
