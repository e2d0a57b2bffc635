import { translateMessage } from '@pepites/contracts';
import { get, useFormState, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { useLang } from '../../hooks/use-lang';
import { Field, type FieldProps } from './field';

/** The message of a form's field: a contracts message key, or a sentence the server already localized. */
export function useFormFieldMessage<T extends FieldValues>(
  control: Control<T>,
  name: FieldPath<T>,
): string | undefined {
  const { errors } = useFormState({ control, name });
  const lang = useLang();
  const message = (get(errors, name) as FieldError | undefined)?.message;
  // Translated at render time, so it follows a language switch; a sentence is returned as it is.
  return message ? translateMessage(message, lang) : undefined;
}

export interface FormFieldProps<T extends FieldValues> extends Omit<FieldProps, 'error'> {
  control: Control<T>;
  name: FieldPath<T>;
}

/**
 * A Field bound to a react-hook-form field: it shows that field's error, which marks the control
 * inside invalid and describes it (useFieldControl). Only the forms' lazy chunks import this file,
 * which keeps react-hook-form out of the first page.
 */
export function FormField<T extends FieldValues>({ control, name, ...props }: FormFieldProps<T>) {
  return <Field {...props} error={useFormFieldMessage(control, name)} />;
}
