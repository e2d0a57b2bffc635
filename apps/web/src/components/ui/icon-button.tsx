import type { ComponentProps, ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from './button';
import { cn } from './cn';
import { Tooltip } from './tooltip';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** Required: the accessible name and the tooltip text (no icon stands alone). */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  /** Set to false when the label is already visible next to the button. */
  tooltip?: boolean;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  tooltip = true,
  className,
  type,
  ...props
}: IconButtonProps) {
  const button = (
    <button
      type={type ?? 'button'}
      aria-label={label}
      className={buttonClasses({ variant, size: 'sm', className: cn('size-10 shrink-0 px-0', className) })}
      {...props}
    >
      <span aria-hidden="true" className="inline-flex [&_svg]:size-5">
        {icon}
      </span>
    </button>
  );
  return tooltip ? <Tooltip content={label}>{button}</Tooltip> : button;
}
