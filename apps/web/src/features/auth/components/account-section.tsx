import { useTranslation } from 'react-i18next';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountZone } from './delete-account-zone';
import { SessionsList } from './sessions-list';

/**
 * The member's account controls, under their profile: a new email address, a new password, the
 * browsers signed in, and the deletion of the account last (decision 034).
 */
export function AccountSection({ userName }: { userName: string }) {
  const { t } = useTranslation('auth');
  return (
    <section
      id="account"
      aria-labelledby="account-title"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id="account-title" className="text-xl font-semibold text-fg">
        {t('account.title')}
      </h2>
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <ChangeEmailForm />
        <ChangePasswordForm />
        <SessionsList />
      </div>
      <DeleteAccountZone userName={userName} />
    </section>
  );
}
