import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { readTonightFilters, tonightSearch, type TonightFilters } from '../lib/tonight-params';

/**
 * Tonight's filters and page in the address. A new filter goes back to the first page and replaces
 * the history entry (a row of choices is not a row of pages); the pager's links add entries.
 */
export function useTonightFilters() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => readTonightFilters(search), [search]);
  const change = useCallback(
    (changes: Partial<TonightFilters>) =>
      void navigate(`${pathname}${tonightSearch({ ...filters, ...changes, page: 1 })}`, {
        replace: true,
        preventScrollReset: true,
      }),
    [filters, navigate, pathname],
  );
  const hrefForPage = (page: number) => `${pathname}${tonightSearch({ ...filters, page })}`;
  return { filters, change, hrefForPage };
}
