import { apiPath } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { patchFollowCache, restoreFollowCache, type FollowCacheSnapshot } from '../lib/patch-follow-cache';
import { followKeys } from './follow-keys';

interface FollowChange {
  userId: number;
  /** Whether the caller follows them now, before the change. */
  followed: boolean;
}

/** `PUT` or `DELETE /user/{userId}/follow`: follows or unfollows, answering the member's new state. */
function changeFollow({ userId, followed }: FollowChange) {
  return followed
    ? apiRequest(apiPath.unfollowUser, { params: { userId } })
    : apiRequest(apiPath.followUser, { params: { userId } });
}

/**
 * The button turns at once on every copy of the member (their counts, each list they are in); the
 * server's answer then sets the true counts, a refusal puts everything back. The counts on screen
 * are fetched again (one's own "following" moved too), and so is the feed, which now holds more or
 * fewer members' doings.
 */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFollow,
    onMutate: async ({ userId, followed }): Promise<{ snapshot: FollowCacheSnapshot }> => {
      await queryClient.cancelQueries({ queryKey: followKeys.all });
      return { snapshot: patchFollowCache(queryClient, userId, !followed) };
    },
    onSuccess: ({ follow }, { userId }) => {
      patchFollowCache(queryClient, userId, follow.followed, follow);
    },
    onError: (_error, _variables, context) => {
      if (context) restoreFollowCache(queryClient, context.snapshot);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: followKeys.states }),
        queryClient.invalidateQueries({ queryKey: followKeys.feed }),
      ]),
  });
}
