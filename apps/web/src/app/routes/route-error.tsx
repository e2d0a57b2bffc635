import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';

function ErrorContent() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  useEffect(() => {
    // Kept for whoever opens the console; the page itself explains what to do.
    console.warn('Route error', error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <AlertTriangle aria-hidden="true" className="size-12 text-danger" />
      <h1 className="text-2xl font-bold text-fg">{t('route.title')}</h1>
      <p className="text-fg-muted">{t('route.message')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {/* A full reload: after a deployment the old page's code chunks no longer exist. */}
        <Button onClick={() => window.location.reload()}>{t('route.reload')}</Button>
        <Button variant="secondary" asChild>
          <a href={paths.home.href()}>{t('route.home')}</a>
        </Button>
      </div>
    </div>
  );
}

/** A page failed: the message shows inside the shell, navigation keeps working. */
export function RouteErrorPage() {
  return <ErrorContent />;
}

/** The shell itself failed: a bare page. */
export function RootErrorPage() {
  return (
    <main className="min-h-dvh bg-bg">
      <ErrorContent />
    </main>
  );
}
