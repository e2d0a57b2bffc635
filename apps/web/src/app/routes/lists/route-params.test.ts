import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { adminStatsQueryOptions } from '../../../features/admin/api/get-admin-stats';
import { prefetchForAdmin } from './route-params';
import { setupTestServer } from '../../../testing/test-server';
import { makeUser } from '../../../testing/user-factories';

const member = makeUser();
let sessionUser: unknown = null;
const requests: string[] = [];
setupTestServer(
  http.get('/api/session', () => HttpResponse.json({ user: sessionUser })),
  http.get('/api/admin/stats', () => {
    requests.push('stats');
    return HttpResponse.json({ users: 1, lists: 2, likes: 3, badges: 4 });
  }),
);
afterEach(() => {
  requests.length = 0;
});

describe('prefetchForAdmin', () => {
  it.each([
    ['a visitor', null],
    ['a member', member],
  ])('asks nothing for %s, whose browser would log the 403 as a console error', async (_who, user) => {
    sessionUser = user;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchForAdmin(queryClient, adminStatsQueryOptions());
    expect(requests).toEqual([]);
  });

  it("starts the admin's request", async () => {
    sessionUser = { ...member, user_name: 'admin', role: 'admin' };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchForAdmin(queryClient, adminStatsQueryOptions());
    expect(requests).toEqual(['stats']);
    expect(queryClient.getQueryData(adminStatsQueryOptions().queryKey)).toEqual({
      users: 1,
      lists: 2,
      likes: 3,
      badges: 4,
    });
  });
});
