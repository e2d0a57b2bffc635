import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../components/ui/toast';
import { useErrorsClearedOnEdit, useFormSubmit } from '../../../components/ui/use-form-submit';
import { ApiRequestError } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import {
  confirmsName,
  deleteAccountResolver,
  serverDeleteErrors,
  type DeleteAccountFormValues,
} from '../lib/delete-account-form';

const FORM_ID = 'delete-account-form';
const emptyValues: DeleteAccountFormValues = { password: '', confirm: '' };
/** What goes at once with the account (decision 034), in the order the dialog lists it. */
const DELETED = ['lists', 'likes', 'seen', 'notifications', 'uploads', 'sessions', 'badges'] as const;

interface DeleteAccountDialogProps {
  userName: string;
  trigger: ReactNode;
}

/**
 * The confirmation of "Delete my account": what goes, then the password and the user name typed
 * again; the button stays disabled until the name matches, as the server compares it (any case).
 */
export function DeleteAccountDialog({ userName, trigger }: DeleteAccountDialogProps) {
  const { t } = useTranslation('auth');
  const form = useForm<DeleteAccountFormValues>({
    defaultValues: emptyValues,
    resolver: deleteAccountResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useErrorsClearedOnEdit(form);
  const remove = useDeleteAccount();
  const typed = useWatch({ control: form.control, name: 'confirm' });
  const nameMatches = confirmsName(typed, userName);

  const { containerRef, onSubmit } = useFormSubmit(form, (values, { showServerErrors }) => {
    remove.mutate(values, {
      onError: (error) => {
        if (showServerErrors(serverDeleteErrors(error))) return;
        notify.error(error instanceof ApiRequestError ? error.message : t('account.delete.error'));
      },
    });
  });

  return (
    <Dialog
      trigger={trigger}
      title={t('account.delete.dialogTitle')}
      description={t('account.delete.dialogDescription')}
      onOpenChange={(open) => {
        if (!open) form.reset(emptyValues);
      }}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('account.delete.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={FORM_ID} variant="danger" disabled={!nameMatches} loading={remove.isPending} wrap>
            {t('account.delete.submit')}
          </Button>
        </>
      }
    >
      <form ref={containerRef} id={FORM_ID} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2 text-sm text-fg">
          <p className="font-medium">{t('account.delete.whatGoes')}</p>
          <ul className="list-disc space-y-1 ps-5 text-fg-muted">
            {DELETED.map((what) => (
              <li key={what}>{t(`account.delete.items.${what}`)}</li>
            ))}
          </ul>
          <p className="text-fg-muted">{t('account.delete.nameReserved', { name: userName })}</p>
        </div>
        <FormField control={form.control} name="password" label={t('account.delete.password')} required>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <FormField
          control={form.control}
          name="confirm"
          label={t('account.delete.confirm', { name: userName })}
          hint={t('account.delete.confirmHint')}
          required
        >
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register('confirm')} />
        </FormField>
      </form>
    </Dialog>
  );
}
