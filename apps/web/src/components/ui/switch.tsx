import { Switch as RadixSwitch } from 'radix-ui';
import { cn, focusRing } from './cn';
import { LabelledControl, type ToggleControlProps } from './labelled-control';

export interface SwitchProps extends ToggleControlProps {
  /** Track colour: the accent when on; 'privacy' is green when on (public) and red when off (private). */
  tone?: 'accent' | 'public' | 'privacy';
}

export function Switch({ label, id, className, tone = 'accent', ...props }: SwitchProps) {
  return (
    <LabelledControl id={id} label={label} className={className}>
      {(controlId) => (
        <RadixSwitch.Root
          id={controlId}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-surface-3 transition-colors duration-150',
            'border border-border disabled:cursor-not-allowed disabled:opacity-50',
            tone === 'accent' ? 'data-[state=checked]:bg-accent' : 'data-[state=checked]:bg-public',
            tone === 'privacy' && 'data-[state=unchecked]:bg-private',
            focusRing,
          )}
          {...props}
        >
          <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform duration-150 data-[state=checked]:translate-x-[1.3rem] rtl:data-[state=checked]:-translate-x-[1.3rem]" />
        </RadixSwitch.Root>
      )}
    </LabelledControl>
  );
}
