import { useId, useState, type ChangeEvent, type ComponentProps } from 'react';
import { CharacterCount, textLength } from './character-count';
import { cn } from './cn';
import { controlClasses } from './control-classes';
import { useFieldControl } from './field';

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
  const input = (
    <input className={cn(controlClasses, 'min-h-11', className)} {...props} {...control} onChange={handleChange} />
  );
  if (!withCount) return input;
  return (
    <div className="flex flex-col gap-1">
      {input}
      <CharacterCount id={countId} count={textLength(props.value) ?? uncontrolledLength} max={props.maxLength ?? 0} />
    </div>
  );
}
