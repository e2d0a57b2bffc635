import { apiPath, type FollowSuggestionsResponse } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { followKeys } from './follow-keys';

/** `GET /feed/suggestions`: the most liked creators the caller does not follow yet. */
function getFollowSuggestions(signal?: AbortSignal): Promise<FollowSuggestionsResponse> {
  return apiRequest(apiPath.followSuggestions, { signal });
}

export function useFollowSuggestions() {
  return useQuery({
    queryKey: followKeys.suggestions,
    queryFn: ({ signal }) => getFollowSuggestions(signal),
    // A member just followed stays on screen with a pressed button until the page is left.
    staleTime: Infinity,
  });
}
