import type { ReactNode } from 'react';
import { cn, focusRing } from '../../../components/ui/cn';

/** A toggle of Binge Buddy's choices: single choices act as radios, multi choices as pressed buttons. */
export function ChoiceButton({
  pressed,
  onClick,
  children,
  role,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
  role?: 'radio';
}) {
  return (
    <button
      type="button"
      role={role}
      aria-checked={role === 'radio' ? pressed : undefined}
      aria-pressed={role === 'radio' ? undefined : pressed}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-xl border px-4 py-2 text-sm font-medium transition-colors duration-150',
        pressed ? 'border-accent bg-accent-soft text-fg' : 'border-border bg-surface text-fg hover:bg-surface-2',
        focusRing,
      )}
    >
      {children}
    </button>
  );
}
