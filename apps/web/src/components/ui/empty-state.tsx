import type { ReactNode } from 'react';
import { cn } from './cn';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** What to do next (an empty state always says what to do). */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-10 text-center',
        className,
      )}
    >
      {icon && (
        <span aria-hidden="true" className="text-fg-muted [&_svg]:size-10">
          {icon}
        </span>
      )}
      <p className="text-base font-semibold text-fg">{title}</p>
      {description && <p className="max-w-md text-sm text-fg-muted">{description}</p>}
      {action}
    </div>
  );
}
