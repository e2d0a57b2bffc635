import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

/**
 * Lazy code that must answer the first click: the server and the hydrating browser show `fallback`,
 * and `children` render only once the page is the browser's. A server-rendered copy would show
 * before its code arrived, and React drops a click on a part it has not hydrated yet.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
