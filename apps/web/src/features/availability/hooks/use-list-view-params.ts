import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readListViewParams, writeListViewParams, type ListViewParams } from '../lib/list-view';

/**
 * A list page's filter, sort and rent-or-buy choice, kept in the address: coming back from a title's
 * page finds the list as it was left. A change replaces the history entry and keeps the scroll.
 */
export function useListViewParams() {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => readListViewParams(search), [search]);
  const change = useCallback(
    (changes: Partial<ListViewParams>) =>
      setSearch((current) => writeListViewParams(current, { ...readListViewParams(current), ...changes }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearch],
  );
  return { view, change };
}
