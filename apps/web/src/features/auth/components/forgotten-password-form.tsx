import { emailSchema, pickLang } from '@pepites/contracts';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useFocusFirstError } from '../../../components/ui/focus-first-error';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { failureResult, serverFieldMessage } from '../lib/failure-result';
import { firstIssueKey, renderFieldMessage, type FieldMessage } from '../lib/field-message';
import { AuthCard, textLinkClasses } from './auth-card';
import { WarningBox, type WarningBoxResult } from './warning-box';

/**
 * Asks for a reset link. The email is checked like at sign-up before anything is sent; the server
 * never says whether the account exists, so the confirmation is the same for every well-formed
 * address. It shows once, in the form.
 */
export function ForgottenPasswordForm() {
  const { t, i18n } = useTranslation('auth');
  const lang = pickLang(i18n.language);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<FieldMessage>(null);
  const [outcome, setOutcome] = useState<WarningBoxResult | null>(null);
  const resetRequest = useRequestPasswordReset();
  const { containerRef, focusFirstError } = useFocusFirstError();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const localError = firstIssueKey(emailSchema, email);
    setEmailError(localError);
    setOutcome(null);
    if (localError) {
      focusFirstError();
      return;
    }
    resetRequest.mutate(
      { email: email.trim(), lang },
      {
        onSuccess: () => setOutcome({ tone: 'success', message: t('forgotten.success') }),
        onError: (error) => {
          const fieldMessage = serverFieldMessage(error, 'email');
          if (fieldMessage) setEmailError(fieldMessage);
          else setOutcome(failureResult(error, t('forgotten.error')));
          focusFirstError();
        },
      },
    );
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
      <form ref={containerRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {outcome?.tone === 'error' && <WarningBox result={outcome} focusOnError />}
        <Field label={t('forgotten.email')} required error={renderFieldMessage(emailError, lang)}>
          <Input
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
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
