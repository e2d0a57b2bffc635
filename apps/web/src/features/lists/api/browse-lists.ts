import { apiPath, PAGE_SIZE_DEFAULT, type ApiQuery, type BrowseListsResponse } from '@pepites/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { listKeys, type BrowseQuery } from './list-keys';

/** The query of `POST /lists/getAllListsFiltered/`; tags travel in the body. */
export function browseSearch({ creatorId, title, type, sort, page }: BrowseQuery): ApiQuery<'browseLists'> {
  return {
    page,
    limit: PAGE_SIZE_DEFAULT,
    paginate: 'true',
    creator_id: creatorId || undefined,
    title: title.trim() || undefined,
    type,
    sort,
  };
}

export function browseLists(query: BrowseQuery, signal?: AbortSignal): Promise<BrowseListsResponse> {
  return apiRequest(apiPath.browseLists, { query: browseSearch(query), body: { tags: query.tags }, signal });
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
