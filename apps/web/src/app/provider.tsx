import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '../components/ui/toast';
import { useTheme } from '../hooks/use-theme';
import { i18n } from '../lib/i18n';

/** Keeps <html class="dark"> in step with the system while no choice is stored. */
function ThemeSync() {
  useTheme();
  return null;
}

interface AppProviderProps {
  queryClient: QueryClient;
  /** The server renders each language with an instance of its own; the browser has one. */
  i18nInstance?: I18n;
  children: ReactNode;
}

/** Query cache, i18n, theme and toasts: wired once around the router. */
export function AppProvider({ queryClient, i18nInstance = i18n, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18nInstance}>
        <ThemeSync />
        {children}
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
