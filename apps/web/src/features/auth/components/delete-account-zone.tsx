import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The danger zone at the bottom of the account section: deleting the account, after a confirmation. */
export function DeleteAccountZone({ userName }: { userName: string }) {
  const { t } = useTranslation('auth');
  return (
    <section
      aria-labelledby="delete-account-title"
      className="flex flex-col gap-3 rounded-xl border border-danger/50 bg-danger/5 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
    >
      <div className="flex gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="flex flex-col gap-1">
          <h3 id="delete-account-title" className="text-lg font-semibold text-fg">
            {t('account.delete.title')}
          </h3>
          <p className="text-sm text-fg-muted">{t('account.delete.intro')}</p>
        </div>
      </div>
      <DeleteAccountDialog
        userName={userName}
        trigger={
          <Button variant="danger" className="self-start sm:self-center" wrap>
            {t('account.delete.open')}
          </Button>
        }
      />
    </section>
  );
}
