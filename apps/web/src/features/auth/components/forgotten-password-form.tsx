import { pickLang } from '@pepites/contracts';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { forgottenPasswordResolver, type EmailFormValues } from '../lib/auth-form-schemas';
import { failureResult, serverFieldMessage } from '../lib/failure-result';
import { AuthCard, textLinkClasses } from './auth-card';
import { WarningBox, type WarningBoxResult } from './warning-box';

/**
 * Asks for a reset link. The email is checked like at sign-up before anything is sent; the server
 * never says whether the account exists, so the confirmation is the same for every well-formed
 * address. It shows once, in the form. Errors change only on submit.
 */
export function ForgottenPasswordForm() {
  const { t, i18n } = useTranslation('auth');
  const lang = pickLang(i18n.language);
  const form = useForm<EmailFormValues>({
    defaultValues: { email: '' },
    resolver: forgottenPasswordResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [outcome, setOutcome] = useState<WarningBoxResult | null>(null);
  const resetRequest = useRequestPasswordReset();

  const { containerRef, onSubmit } = useFormSubmit(form, ({ email }, { focusFirstError, showServerErrors }) => {
    resetRequest.mutate(
      { email: email.trim(), lang },
      {
        onSuccess: () => setOutcome({ tone: 'success', message: t('forgotten.success') }),
        onError: (error) => {
          if (showServerErrors({ email: serverFieldMessage(error, 'email') })) return;
          setOutcome(failureResult(error, t('forgotten.error')));
          focusFirstError();
        },
      },
    );
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setOutcome(null);
    onSubmit(event);
  };

  return (
    <AuthCard
      icon={<Mail />}
      title={t('forgotten.title')}
      subtitle={t('forgotten.intro')}
      footer={
        <Link to={paths.login.href()} className={textLinkClasses}>
          {t('forgotten.backToLogin')}
        </Link>
      }
    >
      <form ref={containerRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {outcome?.tone === 'error' && <WarningBox result={outcome} focusOnError />}
        <FormField control={form.control} name="email" label={t('forgotten.email')} required>
          <Input type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <Button type="submit" size="lg" loading={resetRequest.isPending}>
          {t('forgotten.submit')}
        </Button>
        {/* On the page from the start so the confirmation is read; empty, it takes no room. */}
        <div role="status" className="empty:-mt-4">
          {outcome?.tone === 'success' && <WarningBox result={outcome} live={false} />}
        </div>
      </form>
    </AuthCard>
  );
}
