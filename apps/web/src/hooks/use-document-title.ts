import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderedPage } from '../lib/rendered-page';

/**
 * "Page · Pépites", or just "Pépites" on the home page; screen readers announce it on navigation.
 * `null`: this component leaves the title to the one it shows instead (the not-found page). On the
 * server the title goes into `<title>`.
 */
export function useDocumentTitle(title?: string | null) {
  const { t } = useTranslation('common');
  const appName = t('appName');
  const full = title === null ? null : title ? `${title} · ${appName}` : appName;
  const renderedPage = useRenderedPage();
  if (full !== null) renderedPage?.setTitle(full);
  useEffect(() => {
    if (full !== null) document.title = full;
  }, [full]);
}
