import { useEffect, type FormEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { focusFirstNamedControl, useFocusFirstError } from './focus-first-error';

/** The server's messages (already in the user's language) by field; an empty one is no error. */
export type ServerFieldErrors<T extends FieldValues> = Partial<Record<FieldPath<T>, string | undefined>>;

/** What a valid submit receives besides the values: ways to show the errors the server returns. */
export interface SubmitTools<T extends FieldValues> {
  /** Sends the focus to the first error once React has rendered it (a form-level one included). */
  focusFirstError: () => void;
  /**
   * Puts the server's messages under their fields (type `server`) and focuses the first; returns
   * whether there was any, so that the caller can show a general message otherwise.
   */
  showServerErrors: (errors: ServerFieldErrors<T>) => boolean;
}

/**
 * The submit handler of a react-hook-form form: validates with the form's resolver, calls `onValid`
 * with the values, or sends the focus to the first invalid field (document order) and scrolls its
 * whole field into view (focus-first-error.ts), which the form's own `shouldFocusError` does not
 * do: forms leave it off. A field with no named control falls back to the first control rendered
 * invalid.
 */
export function useFormSubmit<T extends FieldValues, Output = T>(
  form: Pick<UseFormReturn<T, unknown, Output>, 'handleSubmit' | 'setError'>,
  onValid: (values: Output, tools: SubmitTools<T>) => void,
) {
  const { containerRef, focusFirstError } = useFocusFirstError();
  const showServerErrors = (errors: ServerFieldErrors<T>) => {
    const shown = Object.entries(errors).filter((entry): entry is [FieldPath<T>, string] => Boolean(entry[1]));
    for (const [field, message] of shown) form.setError(field, { type: 'server', message });
    if (shown.length > 0) focusFirstError();
    return shown.length > 0;
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    await form.handleSubmit(
      (values) => onValid(values, { focusFirstError, showServerErrors }),
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
