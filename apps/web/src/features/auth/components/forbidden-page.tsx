import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/**
 * What a signed-in member sees on a page that is not theirs to open (the admin dashboard): the app
 * says so at the same address, in the shape of the not-found page, instead of sending them away.
 */
export function ForbiddenPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('guard.forbidden.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <ShieldAlert aria-hidden="true" className="size-14 text-accent" />
      <p className="text-7xl font-black tracking-tight text-accent tabular-nums sm:text-8xl">403</p>
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t('guard.forbidden.title')}</h1>
      <p className="text-fg-muted">{t('guard.forbidden.message')}</p>
      <Link to={paths.home.href()} className={buttonClasses({ size: 'lg', className: 'mt-2' })}>
        {t('guard.forbidden.back')}
      </Link>
    </div>
  );
}
