import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { catalogInfoQueryOptions } from '../api/get-catalog-info';

/**
 * The discreet word under the catalogue's screens (docs/product.md#catalogue): with no keys, the titles come from
 * the built-in catalogue and where they stream is an illustration.
 */
export function CatalogSourceNote() {
  const { t } = useTranslation('catalog');
  const info = useQuery(catalogInfoQueryOptions());
  const offline =
    info.data && (info.data.movies === 'offline' || info.data.videos === 'offline' || info.data.podcasts === 'offline');
  if (!offline) return null;
  return (
    <p className="mx-auto mt-10 flex max-w-7xl items-start gap-2 px-4 text-xs text-fg-muted sm:px-6">
      <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {t('sourceNote.offline')}
    </p>
  );
}
