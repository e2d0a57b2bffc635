import type { ListSort, ListType, TagName } from '@pepites/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** What a browse page asks for; the same object keys the query and fills the URL. */
export interface BrowseQuery {
  creatorId?: number;
  title: string;
  type?: ListType;
  tags: TagName[];
  sort: ListSort;
  page: number;
}

/**
 * Every lists query lives under ['lists'] (the home page's most-liked ranking too): a change to any
 * list refetches what is on screen with one invalidation. Their items' titles are in the reader's
 * language, yet the language is not in these keys: a change of language invalidates ['lists']
 * instead (hooks/use-change-language.ts).
 */
export const listKeys = {
  all: ['lists'] as const,
  detail: (listId: number, viewerId: number) => ['lists', 'detail', listId, viewerId] as const,
  /** One list's page, whoever views it. */
  detailOf: (listId: number) => ['lists', 'detail', listId] as const,
  userPage: (userId: number, page: number) => ['lists', 'user', userId, 'page', page] as const,
  userAll: (userId: number) => ['lists', 'user', userId, 'all'] as const,
  liked: (userId: number, page: number) => ['lists', 'liked', userId, page] as const,
  browse: (query: BrowseQuery) => ['lists', 'browse', query] as const,
  likers: (listId: number, page: number) => ['lists', 'likers', listId, page] as const,
  /** A list's creator, editors and the caller's part in it (docs/decisions/038-community.md). */
  editors: (listId: number) => ['lists', 'editors', listId] as const,
  /** The lists the member edits with others, and their invitations. */
  editing: ['lists', 'editing'] as const,
};

/** After a change: every list on screen is fetched again, and the home counters with them. */
export async function refreshLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['stats'] }),
  ]);
}

/** Someone else changed the list (a like): its page, if open, is fetched again. */
export function refreshListDetail(queryClient: QueryClient, listId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: listKeys.detailOf(listId) });
}
