import { useId, type ReactNode } from 'react';
import { cn } from './cn';

/** What a checkbox and a switch take alike. */
export interface ToggleControlProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

interface LabelledControlProps {
  id: string | undefined;
  label: ReactNode;
  className: string | undefined;
  /** Renders the control with the id its label points at. */
  children: (controlId: string) => ReactNode;
}

/** A control followed by its label; the whole row is a 40 px touch target. */
export function LabelledControl({ id, label, className, children }: LabelledControlProps) {
  const generatedId = useId();
  const controlId = id ?? `control-${generatedId}`;
  return (
    <div className={cn('flex min-h-10 items-center gap-3', className)}>
      {children(controlId)}
      <label htmlFor={controlId} className="cursor-pointer text-sm text-fg select-none">
        {label}
      </label>
    </div>
  );
}
