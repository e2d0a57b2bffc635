import { Tv } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorState } from '../../../../components/ui/error-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useMyServices } from '../../api/get-my-services';
import { AvailabilityCredit } from '../availability-credit';
import { ServicesForm } from './services-form';

/** Where links to the picker land (`/userProfile#services`). */
export const SERVICES_ANCHOR = 'services';

/**
 * "My streaming services" on the member's profile (docs/product.md#what-can-i-watch-tonight): their
 * country and the services they pay for there, which lists, Tonight and alerts answer for.
 */
export function MyServicesSection() {
  const { t } = useTranslation('availability');
  const services = useMyServices();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const loaded = !services.isPending;
  useEffect(() => {
    if (hash !== `#${SERVICES_ANCHOR}` || !loaded) return;
    // A link to the picker lands on it once it is drawn, after the layout's scroll to the top.
    const frame = requestAnimationFrame(() => {
      section.current?.scrollIntoView({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, loaded]);
  return (
    <section
      ref={section}
      id={SERVICES_ANCHOR}
      aria-labelledby="my-services-title"
      className="flex scroll-mt-24 flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2
          id="my-services-title"
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-semibold text-fg outline-none"
        >
          <Tv aria-hidden="true" className="size-5 text-accent" />
          {t('services.title')}
        </h2>
        <p className="text-sm text-fg-muted">{t('services.intro')}</p>
      </div>
      {services.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-11 w-full sm:w-72" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : services.isError ? (
        <ErrorState
          message={services.error.message}
          onRetry={() => void services.refetch()}
          retrying={services.isFetching}
        />
      ) : (
        <>
          <ServicesForm initial={services.data.services} />
          <AvailabilityCredit attribution={services.data.attribution} />
        </>
      )}
    </section>
  );
}
