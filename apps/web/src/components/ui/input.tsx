import { useId, useState, type ChangeEvent, type ComponentProps } from 'react';
import { CharacterCount, textLength } from './character-count';
import { cn } from './cn';
import { useFieldControl } from './field';

/** Shared look of text controls: 44 px high, visible border, ring on focus, red border when invalid. */
export const controlClasses = cn(
  'w-full rounded-lg border border-border bg-surface px-3 text-base text-fg placeholder:text-placeholder sm:text-sm',
  'transition-colors duration-150 outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
);

export interface InputProps extends ComponentProps<'input'> {
  /** Shows "n / maxLength" under the input. */
  showCount?: boolean;
}

export function Input({ className, showCount = false, onChange, ...props }: InputProps) {
  const countId = `count-${useId()}`;
  const withCount = showCount && props.maxLength !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(textLength(props.defaultValue) ?? 0);
  const control = useFieldControl({ ...props, extraDescribedBy: withCount ? countId : undefined });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };
  const input = <input className={cn(controlClasses, 'min-h-11', className)} {...props} {...control} onChange={handleChange} />;
  if (!withCount) return input;
  return (
    <div className="flex flex-col gap-1">
      {input}
      <CharacterCount id={countId} count={textLength(props.value) ?? uncontrolledLength} max={props.maxLength ?? 0} />
    </div>
  );
}
