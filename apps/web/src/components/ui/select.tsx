import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { useFieldControl } from './field';
import { controlClasses } from './control-classes';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
  'aria-label'?: string;
  className?: string;
}

export function Select({ options, placeholder, className, id, 'aria-label': ariaLabel, ...rootProps }: SelectProps) {
  const { t } = useTranslation('common');
  const control = useFieldControl({ id });
  // Radix writes the chosen label in the browser only; a controlled select names it itself, so a
  // page rendered on the server shows it too.
  const chosen =
    rootProps.value === undefined ? undefined : options.find((option) => option.value === rootProps.value)?.label;
  return (
    <RadixSelect.Root {...rootProps}>
      <RadixSelect.Trigger
        {...control}
        aria-label={ariaLabel}
        className={cn(
          controlClasses,
          'flex min-h-11 items-center justify-between gap-2 text-start data-[placeholder]:text-placeholder',
          className,
        )}
      >
        <RadixSelect.Value placeholder={placeholder ?? t('ui.selectPlaceholder')}>{chosen}</RadixSelect.Value>
        <RadixSelect.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-fg-muted" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[min(var(--radix-select-content-available-height),20rem)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-border bg-surface shadow-lg"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="relative flex min-h-10 cursor-pointer items-center rounded-md ps-8 pe-3 text-sm text-fg outline-none select-none data-[highlighted]:bg-surface-2"
              >
                <RadixSelect.ItemIndicator className="absolute start-2">
                  <Check aria-hidden="true" className="size-4 text-accent" />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
