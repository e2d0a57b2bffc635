import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { notify } from '../../../components/ui/toast';
import { useErrorsClearedOnEdit, useFormSubmit } from '../../../components/ui/use-form-submit';
import { ApiRequestError } from '../../../lib/api-client';
import { usePendingEmailChange } from '../api/pending-email-change';
import { useRequestEmailChange } from '../api/request-email-change';
import { changeEmailResolver, serverEmailChangeErrors, type ChangeEmailFormValues } from '../lib/change-email-form';

const emptyValues: ChangeEmailFormValues = { email: '', password: '' };

/**
 * The member's new email address (docs/api.md#account): the current address and any change
 * waiting for confirmation above, then the new address and the password. Nothing changes until
 * the link mailed to the new address is opened; the server's refusals show under their fields.
 */
export function ChangeEmailForm() {
  const { t } = useTranslation('auth');
  const form = useForm<ChangeEmailFormValues>({
    defaultValues: emptyValues,
    resolver: changeEmailResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useErrorsClearedOnEdit(form);
  const change = useRequestEmailChange();

  const { containerRef, onSubmit } = useFormSubmit(form, (values, { showServerErrors }) => {
    change.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          form.reset(emptyValues);
        },
        onError: (error) => {
          if (showServerErrors(serverEmailChangeErrors(error))) return;
          notify.error(error instanceof ApiRequestError ? error.message : t('account.email.error'));
        },
      },
    );
  });

  return (
    <form
      ref={containerRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="change-email-title"
      className="flex flex-col gap-4"
    >
      <h3 id="change-email-title" className="text-lg font-semibold text-fg">
        {t('account.email.title')}
      </h3>
      <CurrentEmail />
      <FormField control={form.control} name="email" label={t('account.email.new')} required>
        <Input type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField control={form.control} name="password" label={t('account.email.password')} required>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" className="self-end" loading={change.isPending} wrap>
        {t('account.email.submit')}
      </Button>
    </form>
  );
}

/** The address in use, and the one waiting for its link to be opened. */
function CurrentEmail() {
  const { t } = useTranslation('auth');
  const pending = usePendingEmailChange();
  if (pending.isPending) return <Skeleton className="h-10 w-full" />;
  if (pending.isError) {
    return (
      <ErrorState
        message={t('account.email.loadError')}
        onRetry={() => void pending.refetch()}
        retrying={pending.isFetching}
      />
    );
  }
  const { email, pendingEmail } = pending.data;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-fg-muted">
        {t('account.email.current')} <span className="font-medium text-fg [overflow-wrap:anywhere]">{email}</span>
      </p>
      {pendingEmail && (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-border bg-surface-2 p-3 text-fg">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span className="[overflow-wrap:anywhere]">{t('account.email.pending', { email: pendingEmail })}</span>
        </p>
      )}
    </div>
  );
}
