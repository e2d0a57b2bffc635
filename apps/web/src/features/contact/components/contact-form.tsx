import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_EMAIL_PATTERN,
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  contactInputSchema,
  type ContactInput,
} from '@pepites/contracts';
import { Send } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toast';
import { useErrorsClearedOnEdit, useFormSubmit } from '../../../components/ui/use-form-submit';
import { ApiRequestError } from '../../../lib/api-client';
import { useSendContact } from '../api/send-contact';

type ContactFormValues = z.input<typeof contactInputSchema>;
type FieldName = keyof ContactFormValues;

const EMPTY = { email: '', subject: '', message: '' } satisfies Record<FieldName, string>;
const FIELDS = ['email', 'subject', 'message'] as const satisfies readonly FieldName[];
// Not raw: what is sent is the contract's output (trimmed, the address in lower case).
const contactResolver = zodResolver(contactInputSchema);

/**
 * The same rule as the contract, written for the HTML `pattern` attribute: browsers compile it with
 * the `v` flag, where a bare `-` inside a character class is a syntax error.
 */
const EMAIL_HTML_PATTERN = CONTACT_EMAIL_PATTERN.source.replace(/^\^|\$$/g, '').replaceAll('-]', '\\-]');

function isFieldName(value: unknown): value is FieldName {
  return typeof value === 'string' && (FIELDS as readonly string[]).includes(value);
}

/** The server's messages for the form's own fields. */
function serverContactErrors(error: unknown): Partial<Record<FieldName, string>> {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).filter(([field]) => isFieldName(field)));
}

/**
 * Contact: email, subject (≤ 50) and message (≤ 500); checked with the contract on submit.
 * The counters under subject and message show the maximum, so no hint repeats it.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const form = useForm<ContactFormValues, unknown, ContactInput>({
    // The email has no default: the form takes what the page rendered on the server holds when it
    // registers it, so what was typed before the script ran is kept. The counted texts are controlled.
    defaultValues: { subject: '', message: '' },
    resolver: contactResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useErrorsClearedOnEdit(form);
  const send = useSendContact();

  const { containerRef: formRef, onSubmit } = useFormSubmit(form, (input, { showServerErrors }) => {
    send.mutate(input, {
      onSuccess: () => {
        notify.success(t('sent'));
        form.reset(EMPTY);
      },
      onError: (error) => {
        // What was typed stays in the form so the user can try again.
        console.warn('Contact message not sent', error);
        showServerErrors(serverContactErrors(error));
        notify.error(t('sendError'));
      },
    });
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('title')}>
      <FormField control={form.control} name="email" label={t('email')} required>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          pattern={EMAIL_HTML_PATTERN}
          placeholder={t('emailPlaceholder')}
          {...form.register('email')}
        />
      </FormField>
      <FormField control={form.control} name="subject" label={t('subject')}>
        {/* Controlled, so the counter follows a reset. */}
        <Controller
          control={form.control}
          name="subject"
          render={({ field }) => <Input maxLength={CONTACT_SUBJECT_MAX} showCount {...field} />}
        />
      </FormField>
      <FormField control={form.control} name="message" label={t('message')} required>
        <Controller
          control={form.control}
          name="message"
          render={({ field }) => <Textarea rows={6} maxLength={CONTACT_MESSAGE_MAX} showCount {...field} />}
        />
      </FormField>
      <Button type="submit" size="lg" loading={send.isPending} className="self-start">
        {!send.isPending && <Send aria-hidden="true" className="size-4" />}
        {t('send')}
      </Button>
    </form>
  );
}
