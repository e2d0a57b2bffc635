/**
 * Registers public/sw.js once the page has loaded, so it never competes with the first paint.
 * Production builds only: in development it would serve stale modules.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  });
}
