import { useTranslation } from 'react-i18next';

const SERVICES = ['letterboxd', 'imdb', 'trakt'] as const;

/** What each service exports and which of its files we read (docs/decisions/035-imports.md). */
export function ImportHelp() {
  const { t } = useTranslation('account-data');
  return (
    <div className="flex flex-col gap-1.5 rounded-xl bg-surface-2 p-3">
      <p className="text-sm font-medium text-fg">{t('import.help.title')}</p>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-fg-muted">
        {SERVICES.map((service) => (
          <li key={service}>{t(`import.help.${service}`)}</li>
        ))}
      </ul>
    </div>
  );
}
