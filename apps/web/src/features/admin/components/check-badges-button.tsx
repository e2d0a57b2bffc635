import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { useCheckBadges } from '../api/check-badges';

/** Launches the badge check; a success toast with how many were awarded, or the error toast. */
export function CheckBadgesButton() {
  const { t } = useTranslation('admin');
  const check = useCheckBadges();
  return (
    <Button
      loading={check.isPending}
      onClick={() =>
        check.mutate(undefined, {
          onSuccess: (body) => notify.success(`${body.message} ${t('check.awarded', { count: body.awarded })}`),
          onError: () => notify.error(t('check.error')),
        })
      }
    >
      <BadgeCheck aria-hidden="true" className="size-4" />
      {t('check.run')}
    </Button>
  );
}
