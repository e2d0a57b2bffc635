import { useSyncExternalStore } from 'react';

/** What the tab's notification stream passes on to other features (docs/api.md#live-notifications). */
export type LiveEvent = 'ready' | 'notification' | 'import';

const listeners = new Map<LiveEvent, Set<() => void>>();
const openListeners = new Set<() => void>();
let streamOpen = false;

/**
 * The tab holds one event stream (the notification bell's); features that react to its events
 * subscribe here instead of opening streams of their own. Returns the unsubscribe function.
 */
export function subscribeLiveEvent(type: LiveEvent, listener: () => void): () => void {
  const set = listeners.get(type) ?? new Set();
  set.add(listener);
  listeners.set(type, set);
  return () => set.delete(listener);
}

/** Called by the stream's owner for each event it receives. */
export function publishLiveEvent(type: LiveEvent): void {
  for (const listener of listeners.get(type) ?? []) listener();
}

/** Called by the stream's owner when the stream opens or closes. */
export function setLiveStreamOpen(open: boolean): void {
  if (open === streamOpen) return;
  streamOpen = open;
  for (const listener of openListeners) listener();
}

function subscribeOpen(listener: () => void): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}

/** Whether the stream is open: while it is not, a screen waiting for news polls instead. */
export function useLiveStreamOpen(): boolean {
  return useSyncExternalStore(
    subscribeOpen,
    () => streamOpen,
    () => false,
  );
}
