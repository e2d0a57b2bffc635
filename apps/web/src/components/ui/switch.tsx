import { Switch as RadixSwitch } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn, focusRing } from './cn';

export interface SwitchProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
  /** Track colour when on; privacy uses 'public' (green). */
  tone?: 'accent' | 'public';
}

export function Switch({ label, id, className, tone = 'accent', ...props }: SwitchProps) {
  const generatedId = useId();
  const controlId = id ?? `switch-${generatedId}`;
  return (
    <div className={cn('flex min-h-10 items-center gap-3', className)}>
      <RadixSwitch.Root
        id={controlId}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-surface-3 transition-colors duration-150',
          'border border-border disabled:cursor-not-allowed disabled:opacity-50',
          tone === 'public' ? 'data-[state=checked]:bg-public' : 'data-[state=checked]:bg-accent',
          focusRing,
        )}
        {...props}
      >
        <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform duration-150 data-[state=checked]:translate-x-[1.3rem] rtl:data-[state=checked]:-translate-x-[1.3rem]" />
      </RadixSwitch.Root>
      <label htmlFor={controlId} className="cursor-pointer text-sm text-fg select-none">
        {label}
      </label>
    </div>
  );
}
