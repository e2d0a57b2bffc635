import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn, focusRing } from './cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg hover:bg-accent-hover shadow-sm',
  secondary: 'border border-border bg-surface text-fg hover:bg-surface-2',
  ghost: 'text-fg hover:bg-surface-2',
  danger: 'bg-danger text-danger-fg hover:bg-danger-hover shadow-sm',
};

// Every size keeps a 40 px minimum height: touch targets are at least 40 × 40 px.
const sizeClasses: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  wrap = false,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; wrap?: boolean; className?: string } = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors duration-150',
    // An icon keeps its size when a narrow card leaves the label little room (it shrank to a dot).
    '[&_svg]:shrink-0',
    // Classes are joined, not merged: a wrapping button must not carry nowrap beside it.
    wrap ? 'max-w-full text-center whitespace-normal' : 'whitespace-nowrap',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    focusRing,
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and tells assistive tech it is busy. */
  loading?: boolean;
  /** Renders the single child (a link, for instance) with the button's look. */
  asChild?: boolean;
  /** Lets a long label take several lines within its container (one line by default). */
  wrap?: boolean;
}

export function Button({
  variant,
  size,
  wrap,
  loading = false,
  asChild = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, wrap, className });
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner className="size-4" label={null} />}
      {children}
    </button>
  );
}
