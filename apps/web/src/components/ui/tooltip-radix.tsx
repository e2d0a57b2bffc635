import { Tooltip as RadixTooltipPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

export interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * A hover/focus hint. The trigger keeps its own accessible name; the tooltip adds a visible label.
 * Each tooltip brings its provider so it works anywhere without app-level wiring.
 */
export function RadixTooltip({ content, children, side = 'bottom' }: TooltipProps) {
  return (
    <RadixTooltipPrimitive.Provider delayDuration={300}>
      <RadixTooltipPrimitive.Root>
        <RadixTooltipPrimitive.Trigger asChild>{children}</RadixTooltipPrimitive.Trigger>
        <RadixTooltipPrimitive.Portal>
          <RadixTooltipPrimitive.Content
            side={side}
            sideOffset={6}
            className="z-50 max-w-xs rounded-md bg-fg px-2.5 py-1.5 text-xs font-medium text-bg shadow-md animate-[fade-in_150ms_ease-out]"
          >
            {content}
            <RadixTooltipPrimitive.Arrow className="fill-fg" />
          </RadixTooltipPrimitive.Content>
        </RadixTooltipPrimitive.Portal>
      </RadixTooltipPrimitive.Root>
    </RadixTooltipPrimitive.Provider>
  );
}
