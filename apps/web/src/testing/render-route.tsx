import type { Lang } from '@pepites/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { userEvent, type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from '../components/ui/toast';
import { i18n } from '../lib/i18n';

function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}

interface RenderRouteOptions {
  /** The route pattern the element answers (e.g. '/reset-password/:token'). */
  path?: string;
  /** The URL the test starts on. */
  url?: string;
  lang?: Lang;
  userEventOptions?: UserEventOptions;
}

/**
 * Renders a screen the way the app does (query cache, i18n, router, toasts); any other URL shows
 * its path in `current-path`, so a test can see where the screen navigated.
 */
export async function renderRoute(
  element: ReactNode,
  { path = '/', url = path, lang = 'fr', userEventOptions }: RenderRouteOptions = {},
) {
  await act(() => i18n.changeLanguage(lang));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <CurrentPath /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup(userEventOptions);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}
