import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Private", in the privacy colour, beside a private list's title (cards and the list's page). */
export function PrivateBadge() {
  const { t } = useTranslation('lists');
  return (
    <span className="inline-flex items-center gap-1 font-medium text-private">
      <Lock aria-hidden="true" className="size-3.5" />
      {t('privacy.private')}
    </span>
  );
}
