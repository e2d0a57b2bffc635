import { VALIDATION_DEBOUNCE_MS } from '@pepites/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldMessage } from '../lib/field-message';
import {
  availabilityError,
  localSignupError,
  SIGNUP_FIELDS,
  type SignupField,
  type SignupValues,
} from '../lib/signup-rules';

type FieldFlags = Record<SignupField, boolean>;
const NO_FIELDS: FieldFlags = { user_name: false, email: false, password: false, passwordConfirm: false };
/** What a validation cut short by a newer keystroke reports: not valid, and not shown. */
const SUPERSEDED = 'superseded';

/** Server field names of the register call mapped onto the form's fields. */
const SERVER_FIELD_NAMES: Record<string, SignupField> = {
  user_name: 'user_name',
  username: 'user_name',
  email: 'email',
  password: 'password',
};

/**
 * The sign-up form: each field is validated 300 ms after the last keystroke (or at once when
 * left), then checked for availability; errors show only once a field was validated.
 *
 * react-hook-form keeps the values and the shown errors; the timing stays ours: a resolver
 * validates the whole form when the form asks, where these rules run per field, debounced, and
 * keep a field's last message on screen while its availability is being checked. The rules are the
 * contracts' schemas (signup-rules.ts).
 */
export function useSignupForm() {
  // No default values: the form takes what the page rendered on the server holds when it registers
  // the fields, so what was typed before the script ran is kept.
  const form = useForm<SignupValues>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { clearErrors, getValues, register, setError } = form;
  // Every field starts failing (its "required" rule), so submit starts disabled.
  const [passed, setPassed] = useState<FieldFlags>(NO_FIELDS);
  const [checking, setChecking] = useState<FieldFlags>(NO_FIELDS);
  const validated = useRef<FieldFlags>({ ...NO_FIELDS });
  const timers = useRef<Partial<Record<SignupField, ReturnType<typeof setTimeout>>>>({});
  const checks = useRef<Partial<Record<SignupField, AbortController>>>({});

  const show = useCallback(
    (field: SignupField, message: FieldMessage) => {
      validated.current[field] = true;
      setPassed((current) => ({ ...current, [field]: message === null }));
      if (message) setError(field, { type: 'validate', message });
      else clearErrors(field);
    },
    [clearErrors, setError],
  );

  const validate = useCallback(
    async (field: SignupField): Promise<FieldMessage> => {
      clearTimeout(timers.current[field]);
      delete timers.current[field];
      checks.current[field]?.abort();
      const snapshot = getValues();
      const local = localSignupError(field, snapshot);
      if (local || (field !== 'user_name' && field !== 'email')) {
        setChecking((current) => ({ ...current, [field]: false }));
        show(field, local);
        return local;
      }
      const controller = new AbortController();
      checks.current[field] = controller;
      setChecking((current) => ({ ...current, [field]: true }));
      try {
        const message = await availabilityError(field, snapshot, controller.signal);
        show(field, message);
        return message;
      } catch {
        return SUPERSEDED;
      } finally {
        if (checks.current[field] === controller) {
          delete checks.current[field];
          setChecking((current) => ({ ...current, [field]: false }));
        }
      }
    },
    [getValues, show],
  );

  const schedule = useCallback(
    (field: SignupField) => {
      clearTimeout(timers.current[field]);
      timers.current[field] = setTimeout(() => void validate(field), VALIDATION_DEBOUNCE_MS);
    },
    [validate],
  );

  /** The input's props: react-hook-form's, with this form's timing on change and on leave. */
  const bind = useCallback(
    (field: SignupField) =>
      register(field, {
        onChange: () => {
          // An answer about the previous value must not land on the new one.
          checks.current[field]?.abort();
          schedule(field);
          if (field === 'password' && getValues('passwordConfirm') !== '') schedule('passwordConfirm');
        },
        onBlur: () => {
          if (timers.current[field] !== undefined || !validated.current[field]) void validate(field);
        },
      }),
    [getValues, register, schedule, validate],
  );

  /** Re-validates all four fields; resolves to the values only when every one passes. */
  const validateAll = useCallback(async (): Promise<SignupValues | null> => {
    const results = await Promise.all(SIGNUP_FIELDS.map((field) => validate(field)));
    return results.every((message) => message === null) ? getValues() : null;
  }, [getValues, validate]);

  /** Shows the server's field errors (already localized) on their fields. */
  const showServerErrors = useCallback(
    (fields: Record<string, string>) => {
      for (const [name, message] of Object.entries(fields)) {
        const field = SERVER_FIELD_NAMES[name];
        if (field) show(field, message);
      }
    },
    [show],
  );

  useEffect(() => {
    const pendingTimers = timers.current;
    const pendingChecks = checks.current;
    return () => {
      Object.values(pendingTimers).forEach((timer) => clearTimeout(timer));
      Object.values(pendingChecks).forEach((controller) => controller.abort());
    };
  }, []);

  const isChecking = SIGNUP_FIELDS.some((field) => checking[field]);
  const canSubmit = !isChecking && SIGNUP_FIELDS.every((field) => passed[field]);

  return { control: form.control, bind, checking, canSubmit, validateAll, showServerErrors };
}
