import { VALIDATION_DEBOUNCE_MS } from '@pepites/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldMessage } from '../lib/field-message';
import {
  availabilityError,
  EMPTY_SIGNUP_VALUES,
  INITIAL_SIGNUP_ERRORS,
  localSignupError,
  SIGNUP_FIELDS,
  type SignupErrors,
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
 * The sign-up form: each field is validated 300 ms after the last keystroke (or at
 * once when left), then checked for availability; errors show only once a field was touched.
 */
export function useSignupForm() {
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP_VALUES);
  const [errors, setErrors] = useState<SignupErrors>(INITIAL_SIGNUP_ERRORS);
  const [touched, setTouched] = useState<FieldFlags>(NO_FIELDS);
  const [checking, setChecking] = useState<FieldFlags>(NO_FIELDS);
  const valuesRef = useRef(values);
  const timers = useRef<Partial<Record<SignupField, ReturnType<typeof setTimeout>>>>({});
  const checks = useRef<Partial<Record<SignupField, AbortController>>>({});

  const validate = useCallback(async (field: SignupField): Promise<FieldMessage> => {
    clearTimeout(timers.current[field]);
    delete timers.current[field];
    checks.current[field]?.abort();
    const snapshot = valuesRef.current;
    const setResult = (message: FieldMessage) => {
      setErrors((current) => ({ ...current, [field]: message }));
      setTouched((current) => ({ ...current, [field]: true }));
    };
    const local = localSignupError(field, snapshot);
    if (local || (field !== 'user_name' && field !== 'email')) {
      setChecking((current) => ({ ...current, [field]: false }));
      setResult(local);
      return local;
    }
    const controller = new AbortController();
    checks.current[field] = controller;
    setChecking((current) => ({ ...current, [field]: true }));
    try {
      const message = await availabilityError(field, snapshot, controller.signal);
      setResult(message);
      return message;
    } catch {
      return SUPERSEDED;
    } finally {
      if (checks.current[field] === controller) {
        delete checks.current[field];
        setChecking((current) => ({ ...current, [field]: false }));
      }
    }
  }, []);

  const schedule = useCallback(
    (field: SignupField) => {
      clearTimeout(timers.current[field]);
      timers.current[field] = setTimeout(() => void validate(field), VALIDATION_DEBOUNCE_MS);
    },
    [validate],
  );

  const change = useCallback(
    (field: SignupField, value: string) => {
      valuesRef.current = { ...valuesRef.current, [field]: value };
      setValues(valuesRef.current);
      // An answer about the previous value must not land on the new one.
      checks.current[field]?.abort();
      schedule(field);
      if (field === 'password' && valuesRef.current.passwordConfirm !== '') schedule('passwordConfirm');
    },
    [schedule],
  );

  const blur = useCallback(
    (field: SignupField) => {
      if (timers.current[field] !== undefined || !touched[field]) void validate(field);
    },
    [touched, validate],
  );

  /** Re-validates all four fields; resolves to the values only when every one passes. */
  const validateAll = useCallback(async (): Promise<SignupValues | null> => {
    const results = await Promise.all(SIGNUP_FIELDS.map((field) => validate(field)));
    return results.every((message) => message === null) ? valuesRef.current : null;
  }, [validate]);

  /** Shows the server's field errors (already localized) on their fields. */
  const showServerErrors = useCallback((fields: Record<string, string>) => {
    for (const [name, message] of Object.entries(fields)) {
      const field = SERVER_FIELD_NAMES[name];
      if (!field) continue;
      setErrors((current) => ({ ...current, [field]: message }));
      setTouched((current) => ({ ...current, [field]: true }));
    }
  }, []);

  useEffect(() => {
    const pendingTimers = timers.current;
    const pendingChecks = checks.current;
    return () => {
      Object.values(pendingTimers).forEach((timer) => clearTimeout(timer));
      Object.values(pendingChecks).forEach((controller) => controller.abort());
    };
  }, []);

  const shownErrors = Object.fromEntries(
    SIGNUP_FIELDS.map((field) => [field, touched[field] ? errors[field] : null]),
  ) as SignupErrors;
  const isChecking = SIGNUP_FIELDS.some((field) => checking[field]);
  const canSubmit = !isChecking && SIGNUP_FIELDS.every((field) => errors[field] === null);

  return { values, errors: shownErrors, checking, canSubmit, change, blur, validateAll, showServerErrors };
}
