import type { ListSort, ListType, TagName } from '@pepites/contracts';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  changeBrowseParams,
  parseBrowseParams,
  searchString,
  toSearchParams,
  type BrowseParams,
  type ListView,
} from '../lib/browse-params';

/**
 * The browse page's filters, sort, page and view, kept in the address. A new filter or sort goes
 * back to page 1; typing in the title search replaces the history entry instead of adding one per pause.
 */
export function useBrowseParams() {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const params = useMemo(() => parseBrowseParams(search), [search]);

  const update = useCallback(
    (change: Partial<BrowseParams>, { replace = false } = {}) => {
      setSearch((current) => toSearchParams(changeBrowseParams(current, change)), {
        replace,
        preventScrollReset: true,
      });
    },
    [setSearch],
  );

  return {
    params,
    setTitle: (title: string) => update({ title }, { replace: true }),
    setType: (type: ListType | undefined) => update({ type }),
    addTag: (tag: TagName) => update({ tags: params.tags.includes(tag) ? params.tags : [...params.tags, tag] }),
    removeTag: (tag: TagName) => update({ tags: params.tags.filter((name) => name !== tag) }),
    setSort: (sort: ListSort) => update({ sort }),
    setView: (view: ListView) => update({ view, page: params.page }),
    clearFilters: () => update({ title: '', type: undefined, tags: [] }),
    hrefForPage: (page: number) => `${pathname}${searchString(toSearchParams({ ...params, page }))}`,
  };
}

/** My lists and liked lists keep only their page and view in the address. */
export function usePageParams() {
  const { params, setView, hrefForPage } = useBrowseParams();
  return { page: params.page, view: params.view, setView, hrefForPage };
}
