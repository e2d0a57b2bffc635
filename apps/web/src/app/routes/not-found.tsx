import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useRenderedPage } from '../../lib/rendered-page';

/** Route `*`: the not-found page. */
export function NotFoundRoute() {
  const { t } = useTranslation('errors');
  useDocumentTitle(t('notFound.title'));
  // Rendered on the server, the page is answered with 404 (a list one may not see included).
  useRenderedPage()?.markNotFound();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Compass aria-hidden="true" className="size-14 text-accent" />
      <p className="text-7xl font-black tracking-tight text-accent tabular-nums sm:text-8xl">{t('notFound.code')}</p>
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t('notFound.title')}</h1>
      <p className="text-fg-muted">{t('notFound.message')}</p>
      <Link to={paths.home.href()} className={buttonClasses({ size: 'lg', className: 'mt-2' })}>
        {t('notFound.back')}
      </Link>
    </div>
  );
}
