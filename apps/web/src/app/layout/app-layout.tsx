import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../components/layouts/footer';
import { NavigationProgress } from '../../components/layouts/navigation-progress';
import { ScrollToTopButton } from '../../components/layouts/scroll-to-top-button';
import { ScrollToTopOnNavigate } from '../../components/layouts/scroll-to-top-on-navigate';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layouts/skip-link';
import { LoadingScreen } from '../../components/ui/spinner';
import { Navbar } from './navbar';

/** The shell around every page (docs/product.md#layout-and-navigation). */
export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <ScrollToTopOnNavigate />
      <Navbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollToTopButton />
    </div>
  );
}
