import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
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

/** Query cache, i18n, theme and toasts: wired once around the router. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeSync />
        {children}
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
