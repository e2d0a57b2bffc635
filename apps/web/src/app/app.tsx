import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import type { createAppRouter } from './router';

/** The app in the browser, whether it hydrates a page rendered by the server or renders it itself. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  // Says the page now answers clicks: a page rendered by the server shows before it is hydrated
  // (the browser tests wait for this mark before they act).
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
