/**
 * Type tests of `apiRequest`, checked by `tsc -p apps/web` (part of `npm run typecheck`), never
 * run. Each `@ts-expect-error` must meet an error, or tsc fails: a renamed route, a renamed path
 * parameter or a changed answer in the contracts breaks the web's build, not the user's screen.
 */
import { apiPath, type ListDetailResponse } from '@pepites/contracts';
import { apiRequest } from './api-request';

export async function apiRequestTypeTests(signal: AbortSignal) {
  // The answer is the route's response schema, read by the entry's name.
  const detail: ListDetailResponse = await apiRequest(apiPath.listDetail, { params: { listId: 1, userId: 0 }, signal });
  void detail.list.title;
  // @ts-expect-error the list detail has no `lists` field
  void (await apiRequest(apiPath.listDetail, { params: { listId: 1, userId: 0 } })).lists;

  // @ts-expect-error a route that is not in the table
  await apiRequest(apiPath.listDetails, { params: { listId: 1, userId: 0 } });
  // @ts-expect-error an entry made up by hand, whose path is not the table's
  await apiRequest({ name: 'listDetail', method: 'GET', path: '/list/:listId' }, { params: { listId: 1 } });
  // @ts-expect-error `id` is not a parameter of /list/getById/:listId/user/:userId
  await apiRequest(apiPath.listDetail, { params: { id: 1, userId: 0 } });
  // @ts-expect-error `userId` is missing
  await apiRequest(apiPath.listDetail, { params: { listId: 1 } });
  // @ts-expect-error the parameters are required
  await apiRequest(apiPath.listDetail);
  // @ts-expect-error /stats has no parameters
  await apiRequest(apiPath.platformStats, { params: { id: 1 } });

  // Bodies are the schemas' input.
  await apiRequest(apiPath.createList, { params: { userId: 1 }, body: { title: 'Films', description: '', tags: [] } });
  // @ts-expect-error `name` is not a field of the list's body (`title` is)
  await apiRequest(apiPath.createList, { params: { userId: 1 }, body: { name: 'Films', description: '', tags: [] } });
  // @ts-expect-error a body is required
  await apiRequest(apiPath.login, {});
  // @ts-expect-error GET /session reads no body
  await apiRequest(apiPath.session, { body: { email: 'a@example.com' } });

  // Queries are the schemas' input, numbers allowed where the URL carries text.
  await apiRequest(apiPath.likers, { params: { id: 1 }, query: { page: 2, limit: 20 } });
  // @ts-expect-error `pages` is not in the likers' query
  await apiRequest(apiPath.likers, { params: { id: 1 }, query: { pages: 2 } });
  // @ts-expect-error the media type is one of the catalogue's
  await apiRequest(apiPath.listCountByItem, { params: { id: '550' }, query: { type: 'book' } });

  // An upload sends a form.
  const { url } = await apiRequest(apiPath.uploadAvatar, { body: new FormData() });
  void url;
  // @ts-expect-error an upload's body is a form, not JSON
  await apiRequest(apiPath.uploadAvatar, { body: { file: 'x' } });
}
