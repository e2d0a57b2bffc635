import type { Provider } from '@pepites/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Tv } from 'lucide-react';
import { useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn, focusRing } from '../../../components/ui/cn';
import { useLang } from '../../../hooks/use-lang';
import { watchProvidersQueryOptions } from '../api/get-watch-providers';
import { useCatalogSlots } from '../components/catalog-slots';
import type { BingeAction, BingeState } from './wizard-reducer';

/** Services offered as buttons: the country's first 40, and any chosen beyond them. */
const PROVIDERS_SHOWN = 40;

export function shownProviders(providers: readonly Provider[], chosen: readonly number[]): Provider[] {
  const first = providers.slice(0, PROVIDERS_SHOWN);
  const beyond = providers.slice(PROVIDERS_SHOWN).filter((provider) => chosen.includes(provider.provider_id));
  return [...first, ...beyond];
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * "On my services" (docs/product.md#binge-buddy): a member's country and those of their services the
 * movie or show catalogue lists, in one click; a member without services is shown where to choose them.
 */
export function MyServicesShortcut({ state, dispatch }: { state: BingeState; dispatch: Dispatch<BingeAction> }) {
  const { t } = useTranslation('binge');
  const lang = useLang();
  const queryClient = useQueryClient();
  const { myServices } = useCatalogSlots();
  const [picked, setPicked] = useState<readonly number[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  if (!myServices) return null;
  if (myServices.providerIds.length === 0)
    return (
      <p className="text-sm text-fg-muted">
        {t('myServices.none')}{' '}
        <Link
          to={myServices.href}
          className={cn('rounded font-medium text-accent underline underline-offset-4', focusRing)}
        >
          {t('myServices.choose')}
        </Link>
      </p>
    );
  const kind = state.form.type === 'tv' ? 'tv' : 'movie';
  const chosen =
    picked !== null && state.form.userLocation === myServices.region && sameIds(state.form.watchProvider, picked);
  const pick = async () => {
    setLoading(true);
    setError(null);
    try {
      const offered = await queryClient.fetchQuery(watchProvidersQueryOptions(lang, kind, myServices.region));
      const ids = myServices.providerIds.filter((id) =>
        offered.results.some((provider) => provider.provider_id === id),
      );
      setPicked(ids);
      dispatch({ type: 'chooseServices', region: myServices.region, ids });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('error'));
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" loading={loading} onClick={() => void pick()} className="self-start">
        {!loading && <Tv aria-hidden="true" className="size-4" />}
        {t('myServices.use')}
      </Button>
      <p role="status" className="text-sm text-fg-muted">
        {chosen &&
          picked &&
          (picked.length === 0 ? t('myServices.noneOfKind') : t('myServices.chosen', { count: picked.length }))}
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
