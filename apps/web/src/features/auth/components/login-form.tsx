import { loginInputSchema, pickLang } from '@pepites/contracts';
import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { useFocusFirstError } from '../../../components/ui/focus-first-error';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { failureResult } from '../lib/failure-result';
import { firstIssueKey, renderFieldMessage, type FieldMessage } from '../lib/field-message';
import { AuthCard, textLinkClasses } from './auth-card';
import { WarningBox, type WarningBoxResult } from './warning-box';

/** After wrong credentials the password is typed again; after a refusal for another reason it was fine. */
function isWrongCredentials(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'invalid_credentials';
}

/**
 * Login. A success goes home with its toast; a failure stays here with the error in the
 * form and the email kept, so the user can try again (decision 011).
 */
export function LoginForm() {
  const { t, i18n } = useTranslation('auth');
  const lang = pickLang(i18n.language);
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<{ email: FieldMessage; password: FieldMessage }>({ email: null, password: null });
  // Counted so that the same failure twice is a new alert, announced again.
  const [failure, setFailure] = useState<{ result: WarningBoxResult; attempt: number } | null>(null);
  const { containerRef, focusFirstError } = useFocusFirstError();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fieldErrors = {
      email: firstIssueKey(loginInputSchema.shape.email, email),
      password: firstIssueKey(loginInputSchema.shape.password, password),
    };
    setErrors(fieldErrors);
    setFailure(null);
    if (fieldErrors.email || fieldErrors.password) {
      focusFirstError();
      return;
    }
    loginMutation.mutate(
      { email: email.trim(), password, remember },
      {
        onSuccess: () => {
          notify.success(t('login.success'));
          void navigate(paths.home.href());
        },
        onError: (error) => {
          setFailure((previous) => ({ result: failureResult(error, t('login.error')), attempt: (previous?.attempt ?? 0) + 1 }));
          if (isWrongCredentials(error)) setPassword('');
          focusFirstError();
        },
      },
    );
  };

  return (
    <AuthCard
      icon={<LogIn />}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link to={paths.signup.href()} className={textLinkClasses}>
            {t('login.signupLink')}
          </Link>
        </p>
      }
    >
      <form ref={containerRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {failure && <WarningBox key={failure.attempt} result={failure.result} focusOnError />}
        <Field label={t('login.email')} required error={renderFieldMessage(errors.email, lang)}>
          <Input type="email" name="email" autoComplete="email" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
        <Field label={t('login.password')} required error={renderFieldMessage(errors.password, lang)}>
          <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <Checkbox label={t('login.remember')} checked={remember} onCheckedChange={setRemember} name="remember" />
          <Link to={paths.forgottenPassword.href()} className={`${textLinkClasses} text-sm`}>
            {t('login.forgotten')}
          </Link>
        </div>
        <p className="text-xs text-fg-muted">{t('requiredNote')}</p>
        <Button type="submit" size="lg" loading={loginMutation.isPending}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
