import type { RouteObject } from 'react-router';
import { requestScope } from '../lib/request-scope';

/**
 * Which pages the server renders (decision 018): the public ones for everyone; login and
 * sign-up for visitors (a member is sent on by the browser); a route without a mode, such as a
 * member's own lists or their profile, is rendered in the browser only.
 */
export type ServerRenderMode = 'everyone' | 'visitors';

export interface RouteHandle {
  serverRender?: ServerRenderMode;
}

export const renderedForEveryone: RouteHandle = { serverRender: 'everyone' };
export const renderedForVisitors: RouteHandle = { serverRender: 'visitors' };

export function serverRenderModeOf(route: RouteObject | undefined): ServerRenderMode | undefined {
  return (route?.handle as RouteHandle | undefined)?.serverRender;
}

/**
 * A loader's result: in the browser the page shows its skeletons while `work` runs; on the server
 * the page is rendered once `work` has put its data in the query cache.
 */
export function loadedOnServer(...work: Promise<unknown>[]): Promise<null> | null {
  if (!requestScope()) return null;
  return Promise.all(work).then(() => null);
}
