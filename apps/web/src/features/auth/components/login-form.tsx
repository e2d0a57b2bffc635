import { loginInputSchema, pickLang } from '@pepites/contracts';
import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { firstIssueKey, renderFieldMessage, type FieldMessage } from '../lib/field-message';
import { AuthCard, textLinkClasses } from './auth-card';

/** The toast of a failed login: SPEC's sentence, with the server's reason when it has one. */
function loginFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.code === 'rate_limited') return error.message;
  return error.code === 'invalid_credentials' ? `${fallback} ${error.message}` : fallback;
}

export function LoginForm() {
  const { t, i18n } = useTranslation('auth');
  const lang = pickLang(i18n.language);
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<{ email: FieldMessage; password: FieldMessage }>({ email: null, password: null });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fieldErrors = {
      email: firstIssueKey(loginInputSchema.shape.email, email),
      password: firstIssueKey(loginInputSchema.shape.password, password),
    };
    setErrors(fieldErrors);
    if (fieldErrors.email || fieldErrors.password) return;
    loginMutation.mutate(
      { email: email.trim(), password, remember },
      {
        onSuccess: () => notify.success(t('login.success')),
        onError: (error) => notify.error(loginFailureMessage(error, t('login.error'))),
        // SPEC §2: after a login attempt the user always goes to the home page.
        onSettled: () => void navigate(paths.home.href()),
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
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
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
