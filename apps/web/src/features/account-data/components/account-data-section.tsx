import { useTranslation } from 'react-i18next';
import { ExportPanel } from './export-panel';
import { ImportPanel } from './import-panel';

/** "My data" on the member's profile page: imports from other services and the archive of their data. */
export function AccountDataSection() {
  const { t } = useTranslation('account-data');
  return (
    <section
      id="data"
      aria-labelledby="account-data-title"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="account-data-title" className="text-xl font-semibold text-fg">
          {t('section.title')}
        </h2>
        <p className="text-sm text-fg-muted">{t('section.intro')}</p>
      </div>
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-2">
        <ImportPanel />
        <ExportPanel />
      </div>
    </section>
  );
}
