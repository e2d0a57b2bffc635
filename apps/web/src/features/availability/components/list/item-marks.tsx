import type { ItemAvailability, Provider } from '@pepites/contracts';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ServiceLogo } from '../service-logo';

/** Logos shown before the services' names. */
const LOGOS_SHOWN = 2;

const names = (providers: readonly Provider[]) => providers.map((provider) => provider.provider_name).join(', ');

/**
 * Under a list's card: the logos and names of the member's services of the member's that include it, then, on request and apart, where it
 * can be rented or bought (never counted as included: docs/product.md#what-can-i-watch-tonight).
 */
export function AvailabilityMarks({ availability }: { availability: ItemAvailability }) {
  const { t } = useTranslation('availability');
  const { on_my_services: included, rent, buy } = availability;
  const paid = [
    rent && rent.length > 0 ? t('list.rent', { services: names(rent) }) : null,
    buy && buy.length > 0 ? t('list.buy', { services: names(buy) }) : null,
  ].filter(Boolean);
  if (included.length === 0 && paid.length === 0) return null;
  return (
    <div className="mt-1 flex flex-col gap-0.5 text-xs">
      {included.length > 0 && (
        <p data-testid="included-mark" className="flex items-start gap-1.5 font-medium text-fg">
          <span className="flex shrink-0 -space-x-1">
            {included.slice(0, LOGOS_SHOWN).map((provider) => (
              <ServiceLogo key={provider.provider_id} provider={provider} size="xs" className="ring-2 ring-bg" />
            ))}
          </span>
          <span className="mt-1 min-w-0 break-words">{t('list.included', { services: names(included) })}</span>
        </p>
      )}
      {paid.map((line) => (
        <p key={line} className="flex items-start gap-1 text-fg-muted">
          <Coins aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span className="min-w-0 break-words">{line}</span>
        </p>
      ))}
    </div>
  );
}
