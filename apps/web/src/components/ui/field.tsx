import { createContext, useContext, useId, type AriaAttributes, type ReactNode } from 'react';
import { cn } from './cn';

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/**
 * The attributes a control inside a Field needs: its id (for the label), aria-describedby (hint,
 * error), aria-invalid and aria-required. Outside a Field it returns what the caller passed.
 */
export function useFieldControl(props: {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  extraDescribedBy?: string;
}) {
  const field = useContext(FieldContext);
  const describedBy =
    [field?.describedBy, props['aria-describedby'], props.extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return {
    id: props.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': field?.invalid ? true : props['aria-invalid'],
    'aria-required': field?.required || undefined,
  };
}

export interface FieldProps {
  label: ReactNode;
  children: ReactNode;
  hint?: ReactNode;
  /** A message already translated; its presence marks the control invalid. */
  error?: string | null;
  required?: boolean;
  id?: string;
  className?: string;
}

/**
 * Label, control, and either the hint or the error, wired together for assistive tech (required
 * fields get a *). An error replaces the hint: hints state the rule that the error then
 * repeats in other words ("5 to 16 characters." above "must be between 5 and 16 characters").
 */
export function Field({ label, children, hint, error, required = false, id, className }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const shownHint = error ? undefined : hint;
  const hintId = shownHint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const value: FieldContextValue = {
    id: controlId,
    describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined,
    invalid: Boolean(error),
    required,
  };
  return (
    <div data-field="" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-fg">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        )}
      </label>
      <FieldContext.Provider value={value}>{children}</FieldContext.Provider>
      {shownHint && (
        <p id={hintId} className="text-xs text-fg-muted">
          {shownHint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
