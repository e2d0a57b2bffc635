import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { newPasswordResolver, type NewPasswordFormValues } from '../lib/auth-form-schemas';
import { failureResult } from '../lib/failure-result';
import { AuthCard, textLinkClasses } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { WarningBox, type WarningBoxResult } from './warning-box';

/**
 * The new-password form of a link already checked. A rule broken shows under its field (on
 * submit); the server's answer shows in the warning box (the success with a link to log in, a
 * refusal with a way to ask for a new link when the link expired meanwhile).
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const form = useForm<NewPasswordFormValues>({
    defaultValues: { password: '', passwordConfirm: '' },
    resolver: newPasswordResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [outcome, setOutcome] = useState<(WarningBoxResult & { expiredLink?: boolean }) | null>(null);
  const confirm = useConfirmPasswordReset();

  const { containerRef, onSubmit } = useFormSubmit(form, ({ password }, { focusFirstError }) => {
    confirm.mutate(
      { token, password },
      {
        onSuccess: () => setOutcome({ tone: 'success', message: t('reset.success') }),
        onError: (error) => {
          setOutcome({
            ...failureResult(error, t('reset.error')),
            expiredLink: error instanceof ApiRequestError && error.code === 'invalid_reset_token',
          });
          focusFirstError();
        },
      },
    );
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setOutcome(null);
    onSubmit(event);
  };

  if (outcome?.tone === 'success') {
    return (
      <AuthCard icon={<KeyRound />} title={t('reset.title')}>
        <WarningBox result={outcome} focusOnMount>
          <Link to={paths.login.href()} className={textLinkClasses}>
            {t('reset.loginLink')}
          </Link>
        </WarningBox>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={<KeyRound />} title={t('reset.title')}>
      <form ref={containerRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {outcome && (
          <WarningBox result={outcome} focusOnError>
            {outcome.expiredLink && (
              <Link to={paths.forgottenPassword.href()} className={textLinkClasses}>
                {t('reset.requestNew')}
              </Link>
            )}
          </WarningBox>
        )}
        <NewPasswordFields
          control={form.control}
          register={form.register}
          labels={{ password: t('reset.password'), passwordConfirm: t('reset.passwordConfirm') }}
        />
        <Button type="submit" size="lg" loading={confirm.isPending}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
