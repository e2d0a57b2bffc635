import { UserPlus } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn, focusRing } from '../../../components/ui/cn';
import { useFocusFirstError } from '../../../components/ui/focus-first-error';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { notify } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useRegister } from '../api/register';
import { useSignupForm } from '../hooks/use-signup-form';
import type { SignupField } from '../lib/signup-rules';
import { AuthCard, AuthFooterLink } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

/** Server conflicts without a `fields` map still belong on a field. */
function serverFieldErrors(error: ApiRequestError): Record<string, string> {
  if (error.fields) return error.fields;
  if (error.code === 'username_taken') return { user_name: error.message };
  if (error.code === 'email_taken') return { email: error.message };
  return {};
}

export function SignupForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useSignupForm();
  const registerMutation = useRegister();
  const { containerRef, focusFirstError } = useFocusFirstError();

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
        <AuthFooterLink question={t('signup.haveAccount')} to={paths.login.href()} label={t('signup.loginLink')} />
      }
    >
      <form ref={containerRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormField
          control={form.control}
          name="user_name"
          label={t('signup.username')}
          required
          hint={hintOf('user_name', t('signup.usernameHint'))}
        >
          <Input autoComplete="username" {...form.bind('user_name')} />
        </FormField>
        <FormField control={form.control} name="email" label={t('signup.email')} required hint={hintOf('email')}>
          <Input type="email" inputMode="email" autoComplete="email" {...form.bind('email')} />
        </FormField>
        <NewPasswordFields
          control={form.control}
          register={form.bind}
          labels={{ password: t('signup.password'), passwordConfirm: t('signup.passwordConfirm') }}
        />
        <p className="text-xs text-fg-muted">{t('requiredNote')}</p>
        <Button type="submit" size="lg" disabled={!form.canSubmit} loading={registerMutation.isPending}>
          {t('signup.submit')}
        </Button>
        <p className="text-center text-xs text-fg-muted">
          {t('signup.privacyNote')}{' '}
          <Link
            to={paths.privacy.href()}
            className={cn('rounded text-fg underline underline-offset-4 hover:text-accent', focusRing)}
          >
            {t('signup.privacyLink')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
