import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Page · Pépites", or just "Pépites" on the home page; screen readers announce it on navigation. */
export function useDocumentTitle(title?: string) {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
