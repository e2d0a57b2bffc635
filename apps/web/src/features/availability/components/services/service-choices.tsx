import type { Provider } from '@pepites/contracts';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn, focusRing } from '../../../../components/ui/cn';
import { ServiceLogo } from '../service-logo';

interface ServiceChoicesProps {
  services: readonly Provider[];
  chosen: readonly number[];
  /** SERVICES_MAX reached: the services not chosen are disabled. */
  full: boolean;
  query: string;
  /** Another country's services are on their way. */
  busy: boolean;
  onToggle: (id: number) => void;
}

/** The country's services as checkboxes with their logos, in the catalogue's order. */
export function ServiceChoices({ services, chosen, full, query, busy, onToggle }: ServiceChoicesProps) {
  const { t } = useTranslation('availability');
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-busy={busy}>
      <legend className="mb-2 text-sm font-medium text-fg">{t('services.choices')}</legend>
      {full && <p className="text-sm text-fg-muted">{t('services.full')}</p>}
      {services.length === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-fg-muted"
        >
          {query ? t('services.noMatch', { query }) : t('services.noneInCountry')}
        </p>
      ) : (
        <ul
          className={cn(
            'grid max-h-96 grid-cols-1 gap-2 overflow-y-auto p-0.5 transition-opacity min-[420px]:grid-cols-2 lg:grid-cols-3',
            busy && 'opacity-60',
          )}
        >
          {services.map((service) => {
            const checked = chosen.includes(service.provider_id);
            return (
              <li key={service.provider_id}>
                <label
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm text-fg transition-colors duration-150',
                    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-bg',
                    checked
                      ? 'border-accent bg-accent-soft font-medium'
                      : 'border-border bg-surface hover:bg-surface-2',
                    !checked && full && 'cursor-not-allowed opacity-50',
                  )}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => onToggle(service.provider_id)}
                    className="size-4 shrink-0 accent-[var(--color-accent)] outline-none"
                  />
                  <ServiceLogo provider={service} />
                  <span className="min-w-0 break-words">{service.provider_name}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

/** The services chosen so far, in their order, each removable. */
export function ChosenServices({
  providers,
  onRemove,
}: {
  providers: readonly Provider[];
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation('availability');
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-fg">{t('services.chosen')}</h3>
      {providers.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('services.noneChosen')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {providers.map((provider) => (
            <li
              key={provider.provider_id}
              className="flex items-center gap-2 rounded-full border border-border bg-surface-2 py-1 ps-1 pe-1 text-sm font-medium text-fg"
            >
              <ServiceLogo provider={provider} size="xs" className="rounded-full" />
              {provider.provider_name}
              <button
                type="button"
                onClick={() => onRemove(provider.provider_id)}
                aria-label={t('services.remove', { name: provider.provider_name })}
                className={cn(
                  'flex size-8 items-center justify-center rounded-full text-fg-muted hover:bg-surface-3 hover:text-fg',
                  focusRing,
                )}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
