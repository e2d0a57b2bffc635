import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { cn, focusRing } from './cn';
import { LabelledControl, type ToggleControlProps } from './labelled-control';

export type CheckboxProps = ToggleControlProps;

/** A checkbox with its label. */
export function Checkbox({ label, onCheckedChange, id, className, ...props }: CheckboxProps) {
  return (
    <LabelledControl id={id} label={label} className={className}>
      {(controlId) => (
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
      )}
    </LabelledControl>
  );
}
