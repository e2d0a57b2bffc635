import { passwordSchema, pickLang, translateMessage } from '@pepites/contracts';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { firstIssueKey } from '../lib/field-message';
import { AuthCard, textLinkClasses } from './auth-card';
import { WarningBox, type WarningBoxResult } from './warning-box';

type Outcome = WarningBoxResult & { invalidField?: 'password' | 'passwordConfirm'; expiredLink?: boolean };

/** The local rules of SPEC §5 (one password policy, CONTRACT §4) as a message key, or null. */
function resetInputError(password: string, confirmation: string): { key: string; field: 'password' | 'passwordConfirm' } | null {
  const policy = firstIssueKey(passwordSchema, password);
  if (policy) return { key: policy, field: 'password' };
  if (confirmation === '') return { key: 'passwordConfirm.required', field: 'passwordConfirm' };
  return confirmation === password ? null : { key: 'passwordConfirm.mismatch', field: 'passwordConfirm' };
}

export function ResetPasswordForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation('auth');
  const lang = pickLang(i18n.language);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const confirm = useConfirmPasswordReset();
  const succeeded = outcome?.tone === 'success';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const inputError = resetInputError(password, confirmation);
    if (inputError) {
      setOutcome({ tone: 'error', message: translateMessage(inputError.key, lang), invalidField: inputError.field });
      return;
    }
    confirm.mutate(
      { token, password },
      {
        onSuccess: () => setOutcome({ tone: 'success', message: t('reset.success') }),
        onError: (error) =>
          setOutcome({
            tone: 'error',
            message: t('reset.error'),
            detail: error instanceof ApiRequestError ? error.message : undefined,
            expiredLink: error instanceof ApiRequestError && error.code === 'invalid_reset_token',
          }),
      },
    );
  };

  return (
    <AuthCard icon={<KeyRound />} title={t('reset.title')}>
      {outcome && (
        <WarningBox result={outcome}>
          {succeeded && (
            <Link to={paths.login.href()} className={textLinkClasses}>
              {t('reset.loginLink')}
            </Link>
          )}
          {outcome.expiredLink && (
            <Link to={paths.forgottenPassword.href()} className={textLinkClasses}>
              {t('reset.requestNew')}
            </Link>
          )}
        </WarningBox>
      )}
      {!succeeded && (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <Field label={t('reset.password')} required hint={t('signup.passwordHint')}>
            <PasswordInput
              name="password"
              autoComplete="new-password"
              value={password}
              aria-invalid={outcome?.invalidField === 'password'}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <Field label={t('reset.passwordConfirm')} required>
            <PasswordInput
              name="passwordConfirm"
              autoComplete="new-password"
              value={confirmation}
              aria-invalid={outcome?.invalidField === 'passwordConfirm'}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </Field>
          <Button type="submit" size="lg" loading={confirm.isPending}>
            {t('reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
