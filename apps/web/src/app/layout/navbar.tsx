import { Search } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch } from '../../components/layouts/language-switch';
import { Logo } from '../../components/layouts/logo';
import { SearchBox } from '../../components/layouts/search-box';
import { ThemeSwitch } from '../../components/layouts/theme-switch';
import { AfterHydration } from '../../components/ui/after-hydration';
import { buttonClasses } from '../../components/ui/button';
import { cn, focusRing } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useCurrentUser, useLogout, type CurrentUserState } from '../../features/auth/api/get-current-user';
import { useSaveAccountLang } from '../../features/auth/api/save-account-lang';
import { MobileMenu } from './mobile-menu';
import { NAV_ITEMS } from './nav-items';

// Only members see the bell and the user menu: visitors never load them (nor Radix's menu, nor the
// notifications' code).
const MemberArea = lazy(() => import('./member-area').then((module) => ({ default: module.MemberArea })));

function navLinkClasses({ isActive }: { isActive: boolean }) {
  return cn(
    'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium transition-colors duration-150',
    isActive ? 'bg-surface-2 text-fg' : 'text-fg-muted hover:text-fg',
    focusRing,
  );
}

/**
 * The bell and the user menu, on every screen size (on phones the menu shows the avatar alone). A
 * visitor's login button stays in the mobile menu below lg.
 */
function AccountArea({ user, isLoading }: Pick<CurrentUserState, 'user' | 'isLoading'>) {
  const { t } = useTranslation('nav');
  const { logout } = useLogout();
  if (user) {
    return (
      <AfterHydration
        fallback={
          <>
            <Skeleton className="size-10" />
            <Skeleton className="size-10 rounded-full lg:w-32 lg:rounded-lg" />
          </>
        }
      >
        <MemberArea user={user} isLoading={isLoading} onLogout={logout} />
      </AfterHydration>
    );
  }
  if (isLoading) return <Skeleton className="hidden h-10 w-28 lg:block" />;
  return (
    <Link
      to={paths.login.href()}
      className={buttonClasses({ variant: 'primary', size: 'sm', className: 'max-lg:hidden' })}
    >
      {t('login')}
    </Link>
  );
}

/**
 * The top bar, `--header-height` high (scrolling and toasts keep clear of it). Below lg
 * the links and the search box move to the mobile menu; the bell and the avatar stay. On a phone a
 * member's bar drops the product name (and, below 370 px, the search button: the menu has both).
 */
export function Navbar() {
  const { t } = useTranslation('nav');
  const { user, isLoading } = useCurrentUser();
  const saveLang = useSaveAccountLang();
  const compact = Boolean(user);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link to={paths.home.href()} className={cn('me-2 rounded-lg', focusRing)}>
          <Logo compact={compact} />
        </Link>
        <nav aria-label={t('mainNav')} className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {NAV_ITEMS.map(({ key, href, end }) => (
              <li key={key}>
                <NavLink to={href} end={end} className={navLinkClasses}>
                  {t(key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <SearchBox className="me-1 hidden w-56 xl:block" />
          <Link
            to={paths.moviesSearch.href()}
            aria-label={t('search.label')}
            title={t('search.label')}
            className={buttonClasses({
              variant: 'ghost',
              size: 'sm',
              className: cn('size-10 px-0 xl:hidden', compact && 'max-[369px]:hidden'),
            })}
          >
            <Search aria-hidden="true" className="size-5" />
          </Link>
          {/* A member's mails follow the language they switch to (docs/product.md#accounts). */}
          <LanguageSwitch onChanged={user ? saveLang.mutate : undefined} />
          <ThemeSwitch />
          <AccountArea user={user} isLoading={isLoading} />
          <MobileMenu className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
