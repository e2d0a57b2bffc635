import type { ApiTransport, Lang } from '@pepites/contracts';

/**
 * What code outside React (loaders, the API client) needs to know about the page being rendered on
 * the server: its language and how to reach the API as its visitor. In the browser there is no scope.
 * The server entry supplies it per request (AsyncLocalStorage), so concurrent renders never share it.
 */
export interface RequestScope {
  lang: Lang;
  fetchApi: ApiTransport;
}

let source: () => RequestScope | undefined = () => undefined;

export function setRequestScopeSource(next: () => RequestScope | undefined): void {
  source = next;
}

export function requestScope(): RequestScope | undefined {
  return source();
}
