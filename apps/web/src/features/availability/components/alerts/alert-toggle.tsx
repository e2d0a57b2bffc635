import { BellPlus, BellRing } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { Spinner } from '../../../../components/ui/spinner';

export interface AlertToggleProps {
  label: string;
  /** Whether it is followed now (the button is pressed). */
  followed: boolean;
  /** The state is not known yet: the button is shown, disabled. */
  loading: boolean;
  /** A change is on its way. */
  busy: boolean;
  onToggle: () => void;
  /** A line under the button saying what following means now (shown when followed, or without services). */
  hint?: ReactNode;
  testId?: string;
  /** Among other secondary buttons (a list's header), it stays secondary, its bell telling the state. */
  quiet?: boolean;
}

/**
 * A follow button for arrivals on one's services: a toggle (aria-pressed) whose name stays the same,
 * its look and bell telling the state, as the members' follow button does.
 */
export function AlertToggle({
  label,
  followed,
  loading,
  busy,
  onToggle,
  hint,
  testId,
  quiet = false,
}: AlertToggleProps) {
  const Icon = followed ? BellRing : BellPlus;
  return (
    <div className="flex max-w-sm flex-col gap-1">
      <button
        type="button"
        aria-pressed={followed}
        aria-busy={busy || undefined}
        aria-disabled={loading || undefined}
        data-testid={testId}
        onClick={() => {
          // One change at a time: a second click would race the first one's answer.
          if (!busy && !loading) onToggle();
        }}
        className={buttonClasses({
          variant: followed || quiet ? 'secondary' : 'primary',
          size: 'sm',
          wrap: true,
          className: cn('self-start', followed && '[&>svg]:text-accent'),
        })}
      >
        {busy ? <Spinner className="size-4" label={null} /> : <Icon aria-hidden="true" className="size-4" />}
        {label}
      </button>
      {hint && <p className="text-xs text-fg-muted">{hint}</p>}
    </div>
  );
}
