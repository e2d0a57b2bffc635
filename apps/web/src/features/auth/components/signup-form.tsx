import { pickLang } from '@pepites/contracts';
import { UserPlus } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useFocusFirstError } from '../../../components/ui/focus-first-error';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useRegister } from '../api/register';
import { useSignupForm } from '../hooks/use-signup-form';
import { renderFieldMessage } from '../lib/field-message';
import type { SignupField } from '../lib/signup-rules';
import { AuthCard, textLinkClasses } from './auth-card';

/** Server conflicts without a `fields` map still belong on a field. */
function serverFieldErrors(error: ApiRequestError): Record<string, string> {
  if (error.fields) return error.fields;
  if (error.code === 'username_taken') return { user_name: error.message };
  if (error.code === 'email_taken') return { email: error.message };
  return {};
}

export function SignupForm() {
  const { t, i18n } = useTranslation('auth');
  const lang = pickLang(i18n.language);
  const navigate = useNavigate();
  const form = useSignupForm();
  const registerMutation = useRegister();
  const { containerRef, focusFirstError } = useFocusFirstError();

  const bind = (field: SignupField) => ({
    name: field,
    value: form.values[field],
    onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
    onBlur: () => form.blur(field),
  });
  const errorOf = (field: SignupField) => renderFieldMessage(form.errors[field], lang);
  const hintOf = (field: SignupField, hint?: string) => (form.checking[field] ? t('signup.checking') : hint);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = await form.validateAll();
    if (!values) {
      focusFirstError();
      return;
    }
    registerMutation.mutate(
      { user_name: values.user_name.trim(), email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          notify.success(t('signup.success'));
          void navigate(paths.login.href());
        },
        onError: (error) => {
          notify.error(t('signup.error'));
          if (error instanceof ApiRequestError) form.showServerErrors(serverFieldErrors(error));
          focusFirstError();
        },
      },
    );
  };

  return (
    <AuthCard
      icon={<UserPlus />}
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <p>
          {t('signup.haveAccount')}{' '}
          <Link to={paths.login.href()} className={textLinkClasses}>
            {t('signup.loginLink')}
          </Link>
        </p>
      }
    >
      <form ref={containerRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <Field label={t('signup.username')} required hint={hintOf('user_name', t('signup.usernameHint'))} error={errorOf('user_name')}>
          <Input autoComplete="username" {...bind('user_name')} />
        </Field>
        <Field label={t('signup.email')} required hint={hintOf('email')} error={errorOf('email')}>
          <Input type="email" inputMode="email" autoComplete="email" {...bind('email')} />
        </Field>
        <Field label={t('signup.password')} required hint={t('signup.passwordHint')} error={errorOf('password')}>
          <PasswordInput autoComplete="new-password" {...bind('password')} />
        </Field>
        <Field label={t('signup.passwordConfirm')} required error={errorOf('passwordConfirm')}>
          <PasswordInput autoComplete="new-password" {...bind('passwordConfirm')} />
        </Field>
        <p className="text-xs text-fg-muted">{t('requiredNote')}</p>
        <Button type="submit" size="lg" disabled={!form.canSubmit} loading={registerMutation.isPending}>
          {t('signup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
