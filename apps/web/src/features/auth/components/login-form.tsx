import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../components/ui/toast';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { loginResolver, type LoginFormValues } from '../lib/auth-form-schemas';
import { failureResult } from '../lib/failure-result';
import { AuthCard, AuthFooterLink, textLinkClasses } from './auth-card';
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
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const form = useForm<LoginFormValues>({
    // No default for the typed fields: the form takes what the page rendered on the server holds
    // when it registers them, so what was typed before the script ran is kept.
    defaultValues: { remember: false },
    resolver: loginResolver,
    // Errors change only on submit.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // Counted so that the same failure twice is a new alert, announced again.
  const [failure, setFailure] = useState<{ result: WarningBoxResult; attempt: number } | null>(null);

  const { containerRef, onSubmit } = useFormSubmit(
    form,
    ({ email, password, remember = false }, { focusFirstError }) => {
      loginMutation.mutate(
        { email: email.trim(), password, remember },
        {
          onSuccess: () => {
            notify.success(t('login.success'));
            void navigate(paths.home.href());
          },
          onError: (error) => {
            setFailure((previous) => ({
              result: failureResult(error, t('login.error')),
              attempt: (previous?.attempt ?? 0) + 1,
            }));
            if (isWrongCredentials(error)) form.setValue('password', '');
            focusFirstError();
          },
        },
      );
    },
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    onSubmit(event);
  };

  return (
    <AuthCard
      icon={<LogIn />}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={<AuthFooterLink question={t('login.noAccount')} to={paths.signup.href()} label={t('login.signupLink')} />}
    >
      <form ref={containerRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure && <WarningBox key={failure.attempt} result={failure.result} focusOnError />}
        <FormField control={form.control} name="email" label={t('login.email')} required>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField control={form.control} name="password" label={t('login.password')} required>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <Controller
            control={form.control}
            name="remember"
            render={({ field }) => (
              <Checkbox
                label={t('login.remember')}
                checked={field.value}
                onCheckedChange={field.onChange}
                name={field.name}
              />
            )}
          />
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
