import { useEffect, type FormEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { focusFirstNamedControl, useFocusFirstError } from './focus-first-error';

/** What a valid submit receives besides the values: a way to send the focus to errors the server returns. */
export interface SubmitTools {
  focusFirstError: () => void;
}

/**
 * The submit handler of a react-hook-form form: validates with the form's resolver, calls `onValid`
 * with the values, or sends the focus to the first invalid field (document order) and scrolls its
 * whole field into view (focus-first-error.ts), which the form's own `shouldFocusError` does not
 * do: forms leave it off. A field with no named control falls back to the first control rendered
 * invalid.
 */
export function useFormSubmit<T extends FieldValues, Output = T>(
  form: Pick<UseFormReturn<T, unknown, Output>, 'handleSubmit'>,
  onValid: (values: Output, tools: SubmitTools) => void,
) {
  const { containerRef, focusFirstError } = useFocusFirstError();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    await form.handleSubmit(
      (values) => onValid(values, { focusFirstError }),
      (errors) => {
        if (!focusFirstNamedControl(containerRef.current, Object.keys(errors))) focusFirstError();
      },
    )(event);
  };
  return { containerRef, focusFirstError, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}

/**
 * For forms whose field errors last until the field is edited (rather than until the next
 * submit): clears a field's error at the user's first change to it. Values set by the code
 * (`setValue`, `reset`) do not count as edits.
 */
export function useErrorsClearedOnEdit<T extends FieldValues, Output>(
  form: Pick<UseFormReturn<T, unknown, Output>, 'subscribe' | 'clearErrors'>,
) {
  const { subscribe, clearErrors } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (name && type === 'change') clearErrors(name as FieldPath<T>);
        },
      }),
    [subscribe, clearErrors],
  );
}
