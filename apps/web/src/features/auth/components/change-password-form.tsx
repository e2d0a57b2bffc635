import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../components/ui/toast';
import { useErrorsClearedOnEdit, useFormSubmit } from '../../../components/ui/use-form-submit';
import { ApiRequestError } from '../../../lib/api-client';
import { NewPasswordFields } from './new-password-fields';
import { useChangePassword } from '../api/change-password';
import {
  changePasswordResolver,
  serverPasswordErrors,
  type ChangePasswordFormValues,
} from '../lib/change-password-form';

const emptyValues: ChangePasswordFormValues = { current_password: '', password: '', passwordConfirm: '' };

/**
 * The signed-in member's new password (docs/api.md#account). Rules are checked on submit; the
 * server's refusals (a wrong current password, the policy) show under their fields in the member's
 * language; on success the server's sentence is toasted and the fields are emptied.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const form = useForm<ChangePasswordFormValues>({
    defaultValues: emptyValues,
    resolver: changePasswordResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useErrorsClearedOnEdit(form);
  const change = useChangePassword();

  const { containerRef, onSubmit } = useFormSubmit(form, (values, { showServerErrors }) => {
    change.mutate(
      { current_password: values.current_password, new_password: values.password },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          form.reset(emptyValues);
        },
        onError: (error) => {
          if (showServerErrors(serverPasswordErrors(error))) return;
          // A 429 or an outage: the server's own sentence says what to do.
          notify.error(error instanceof ApiRequestError ? error.message : t('account.password.error'));
        },
      },
    );
  });

  return (
    <form
      ref={containerRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="change-password-title"
      className="flex flex-col gap-4"
    >
      <h3 id="change-password-title" className="text-lg font-semibold text-fg">
        {t('account.password.title')}
      </h3>
      <FormField control={form.control} name="current_password" label={t('account.password.current')} required>
        <PasswordInput autoComplete="current-password" {...form.register('current_password')} />
      </FormField>
      <NewPasswordFields
        control={form.control}
        register={form.register}
        labels={{ password: t('account.password.new'), passwordConfirm: t('account.password.confirm') }}
      />
      <Button type="submit" className="self-end" loading={change.isPending} wrap>
        {t('account.password.submit')}
      </Button>
    </form>
  );
}
