import { passwordSchema, pickLang } from '@pepites/contracts';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useFocusFirstError } from '../../../components/ui/focus-first-error';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { failureResult } from '../lib/failure-result';
import { firstIssueKey, renderFieldMessage, type FieldMessage } from '../lib/field-message';
import { AuthCard, textLinkClasses } from './auth-card';
import { WarningBox, type WarningBoxResult } from './warning-box';

interface ResetErrors {
  password: FieldMessage;
  passwordConfirm: FieldMessage;
}

/** The local rules (one password policy, docs/product.md#accounts), as message keys per field. */
function resetInputErrors(password: string, confirmation: string): ResetErrors {
  const policy = firstIssueKey(passwordSchema, password);
  if (policy) return { password: policy, passwordConfirm: null };
  if (confirmation === '') return { password: null, passwordConfirm: 'passwordConfirm.required' };
  return { password: null, passwordConfirm: confirmation === password ? null : 'passwordConfirm.mismatch' };
}

const NO_ERRORS: ResetErrors = { password: null, passwordConfirm: null };

/**
 * The new-password form of a link already checked. A rule broken shows under its field; the
 * server's answer shows in the warning box (the success with a link to log in, a refusal
 * with a way to ask for a new link when the link expired meanwhile).
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation('auth');
  const lang = pickLang(i18n.language);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<ResetErrors>(NO_ERRORS);
  const [outcome, setOutcome] = useState<(WarningBoxResult & { expiredLink?: boolean }) | null>(null);
  const confirm = useConfirmPasswordReset();
  const { containerRef, focusFirstError } = useFocusFirstError();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const inputErrors = resetInputErrors(password, confirmation);
    setErrors(inputErrors);
    setOutcome(null);
    if (inputErrors.password || inputErrors.passwordConfirm) {
      focusFirstError();
      return;
    }
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
      <form ref={containerRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {outcome && (
          <WarningBox result={outcome} focusOnError>
            {outcome.expiredLink && (
              <Link to={paths.forgottenPassword.href()} className={textLinkClasses}>
                {t('reset.requestNew')}
              </Link>
            )}
          </WarningBox>
        )}
        <Field label={t('reset.password')} required hint={t('signup.passwordHint')} error={renderFieldMessage(errors.password, lang)}>
          <PasswordInput name="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </Field>
        <Field label={t('reset.passwordConfirm')} required error={renderFieldMessage(errors.passwordConfirm, lang)}>
          <PasswordInput
            name="passwordConfirm"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" loading={confirm.isPending}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
