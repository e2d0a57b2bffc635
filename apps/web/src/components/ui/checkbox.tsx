import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn, focusRing } from './cn';

export interface CheckboxProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/** A checkbox with its label; the whole row is a 40 px touch target. */
export function Checkbox({ label, onCheckedChange, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? `checkbox-${generatedId}`;
  return (
    <div className={cn('flex min-h-10 items-center gap-3', className)}>
      <RadixCheckbox.Root
        id={controlId}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        className={cn(
          'flex size-5 shrink-0 items-center justify-center rounded border-2 border-fg-muted bg-surface',
          'data-[state=checked]:border-accent data-[state=checked]:bg-accent data-[state=checked]:text-accent-fg disabled:opacity-50',
          focusRing,
        )}
        {...props}
      >
        <RadixCheckbox.Indicator>
          <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={controlId} className="cursor-pointer text-sm text-fg select-none">
        {label}
      </label>
    </div>
  );
}
