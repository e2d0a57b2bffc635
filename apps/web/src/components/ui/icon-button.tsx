import type { ComponentProps, ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from './button';
import { cn, focusRing } from './cn';
import { Tooltip } from './tooltip';

/**
 * `inset`: a bare muted icon sitting inside an input or a chip (clear, submit, remove); the caller's
 * className gives its size, corners and place, as no button size fits every input.
 */
export type IconButtonVariant = ButtonVariant | 'inset';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** Required: the accessible name and the tooltip text (no icon stands alone). */
  label: string;
  icon: ReactNode;
  variant?: IconButtonVariant;
  /** Set to false when the label is already visible next to the button; inset buttons have none by default. */
  tooltip?: boolean;
}

const insetClasses = 'flex items-center justify-center text-fg-muted hover:text-fg';

export function IconButton({ label, icon, variant = 'ghost', tooltip, className, type, ...props }: IconButtonProps) {
  const inset = variant === 'inset';
  const button = (
    <button
      type={type ?? 'button'}
      aria-label={label}
      className={
        inset
          ? cn(insetClasses, focusRing, className)
          : buttonClasses({ variant, size: 'sm', className: cn('size-10 shrink-0 px-0', className) })
      }
      {...props}
    >
      <span aria-hidden="true" className={cn('inline-flex', inset ? '[&_svg]:size-4' : '[&_svg]:size-5')}>
        {icon}
      </span>
    </button>
  );
  return (tooltip ?? !inset) ? <Tooltip content={label}>{button}</Tooltip> : button;
}
