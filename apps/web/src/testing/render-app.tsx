import type { Lang } from '@pepites/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toast';
import { i18n } from '../lib/i18n';

/** Renders a piece of UI with what the app gives it: query cache, i18n in `lang`, a router and toasts. */
export async function renderWithProviders(ui: ReactNode, { lang = 'fr', url = '/' }: { lang?: Lang; url?: string } = {}) {
  await act(() => i18n.changeLanguage(lang));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const user = userEvent.setup();
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
