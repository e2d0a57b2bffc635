import {
  CONTACT_EMAIL_PATTERN,
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  contactInputSchema,
  translateMessage,
  type ContactInput,
} from '@pepites/contracts';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useFocusFirstError } from '../../../components/ui/focus-first-error';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toast';
import { useLang } from '../../../hooks/use-lang';
import { ApiRequestError } from '../../../lib/api-client';
import { useSendContact } from '../api/send-contact';

type FieldName = keyof ContactInput;
type Errors = Partial<Record<FieldName, string>>;

const EMPTY = { email: '', subject: '', message: '' } satisfies Record<FieldName, string>;
const FIELDS = ['email', 'subject', 'message'] as const satisfies readonly FieldName[];

/**
 * The same rule as the contract, written for the HTML `pattern` attribute: browsers compile it with
 * the `v` flag, where a bare `-` inside a character class is a syntax error.
 */
const EMAIL_HTML_PATTERN = CONTACT_EMAIL_PATTERN.source.replace(/^\^|\$$/g, '').replaceAll('-]', '\\-]');

function isFieldName(value: unknown): value is FieldName {
  return typeof value === 'string' && (FIELDS as readonly string[]).includes(value);
}

/**
 * Contact: email, subject (≤ 50) and message (≤ 500); checked with the contract on submit.
 * The counters under subject and message show the maximum, so no hint repeats it.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const lang = useLang();
  const [values, setValues] = useState<Record<FieldName, string>>(EMPTY);
  const [errorKeys, setErrorKeys] = useState<Errors>({});
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const { containerRef: formRef, focusFirstError } = useFocusFirstError();
  const send = useSendContact();

  // Keys are translated at render time so the messages follow a language change.
  const errorFor = (field: FieldName) => serverErrors[field] ?? (errorKeys[field] ? translateMessage(errorKeys[field], lang) : undefined);

  const update = (field: FieldName) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrorKeys((current) => ({ ...current, [field]: undefined }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactInputSchema.safeParse(values);
    if (!parsed.success) {
      const keys: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isFieldName(field) && !keys[field]) keys[field] = issue.message;
      }
      setErrorKeys(keys);
      focusFirstError();
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(t('sent'));
        setValues(EMPTY);
        setErrorKeys({});
        setServerErrors({});
      },
      onError: (error) => {
        // What was typed stays in the form so the user can try again.
        console.warn('Contact message not sent', error);
        if (error instanceof ApiRequestError && error.fields) {
          const fields = Object.fromEntries(Object.entries(error.fields).filter(([field]) => isFieldName(field))) as Errors;
          setServerErrors(fields);
          focusFirstError();
        }
        notify.error(t('sendError'));
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t('title')}>
      <Field label={t('email')} error={errorFor('email')} required>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          pattern={EMAIL_HTML_PATTERN}
          placeholder={t('emailPlaceholder')}
          value={values.email}
          onChange={update('email')}
        />
      </Field>
      <Field label={t('subject')} error={errorFor('subject')}>
        <Input name="subject" maxLength={CONTACT_SUBJECT_MAX} showCount value={values.subject} onChange={update('subject')} />
      </Field>
      <Field label={t('message')} error={errorFor('message')} required>
        <Textarea name="message" rows={6} maxLength={CONTACT_MESSAGE_MAX} showCount value={values.message} onChange={update('message')} />
      </Field>
      <Button type="submit" size="lg" loading={send.isPending} className="self-start">
        {!send.isPending && <Send aria-hidden="true" className="size-4" />}
        {t('send')}
      </Button>
    </form>
  );
}
