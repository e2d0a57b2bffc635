import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The wordmark: a gold nugget spark and the product name. */
export function Logo() {
  const { t } = useTranslation('common');
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-fg">
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-lg bg-accent text-accent-fg">
        <Sparkles className="size-4.5" />
      </span>
      {t('appName')}
    </span>
  );
}
