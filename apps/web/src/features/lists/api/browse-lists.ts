import { PAGE_SIZE_DEFAULT, type BrowseListsResponse } from '@pepites/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listKeys, type BrowseQuery } from './list-keys';

/** The query string of `POST /lists/getAllListsFiltered/`; tags travel in the body. */
export function browseSearch({ creatorId, title, type, sort, page }: BrowseQuery): string {
  const search = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE_DEFAULT), paginate: 'true' });
  if (creatorId) search.set('creator_id', String(creatorId));
  if (title.trim()) search.set('title', title.trim());
  if (type) search.set('type', type);
  search.set('sort', sort);
  return search.toString();
}

export function browseLists(query: BrowseQuery, signal?: AbortSignal): Promise<BrowseListsResponse> {
  return api<BrowseListsResponse>(`/lists/getAllListsFiltered/?${browseSearch(query)}`, {
    method: 'POST',
    body: { tags: query.tags },
    signal,
  });
}

export function browseListsQueryOptions(query: BrowseQuery) {
  return queryOptions({
    queryKey: listKeys.browse(query),
    queryFn: ({ signal }) => browseLists(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBrowseLists(query: BrowseQuery) {
  return useQuery(browseListsQueryOptions(query));
}
