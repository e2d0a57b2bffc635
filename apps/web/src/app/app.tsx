import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import type { createAppRouter } from './router';

/** The app in the browser, whether it hydrates a page rendered by the server or renders it itself. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  // Says the page now answers clicks: a page rendered by the server shows before it is hydrated
  // (the browser tests wait for this mark before they act). A tooltip's trigger (a like, a "seen")
  // is mounted again when the lazy tooltip code arrives, and a click in that moment is lost: the
  // mark also waits for that code and a moment for React to swap it in.
  useEffect(() => {
    void import('../components/ui/tooltip-radix')
      .catch(() => undefined)
      .then(() => setTimeout(() => (document.documentElement.dataset.appReady = ''), 150));
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
