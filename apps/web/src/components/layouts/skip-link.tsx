import { useTranslation } from 'react-i18next';
import { cn, focusRing } from '../ui/cn';

export const MAIN_CONTENT_ID = 'main-content';

/** First tab stop of every page: jumps over the navbar. */
export function SkipLink() {
  const { t } = useTranslation('nav');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={cn(
        'fixed top-2 left-2 z-[60] -translate-y-20 rounded-lg bg-accent px-4 py-2.5 font-medium text-accent-fg shadow-lg focus:translate-y-0',
        focusRing,
      )}
    >
      {t('skipToContent')}
    </a>
  );
}
