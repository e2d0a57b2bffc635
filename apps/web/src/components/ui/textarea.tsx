import { useId, useState, type ChangeEvent, type ComponentProps } from 'react';
import { CharacterCount, textLength } from './character-count';
import { cn } from './cn';
import { useFieldControl } from './field';
import { controlClasses } from './control-classes';

export interface TextareaProps extends ComponentProps<'textarea'> {
  /** Shows "n / maxLength" under the text area. */
  showCount?: boolean;
}

export function Textarea({ className, showCount = false, onChange, rows = 4, ...props }: TextareaProps) {
  const countId = `count-${useId()}`;
  const withCount = showCount && props.maxLength !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(textLength(props.defaultValue) ?? 0);
  const control = useFieldControl({ ...props, extraDescribedBy: withCount ? countId : undefined });
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };
  const textarea = (
    <textarea
      rows={rows}
      className={cn(controlClasses, 'resize-y py-2.5', className)}
      {...props}
      {...control}
      onChange={handleChange}
    />
  );
  if (!withCount) return textarea;
  return (
    <div className="flex flex-col gap-1">
      {textarea}
      <CharacterCount id={countId} count={textLength(props.value) ?? uncontrolledLength} max={props.maxLength ?? 0} />
    </div>
  );
}
