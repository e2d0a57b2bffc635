import {
  Bell,
  BellRing,
  Heart,
  LayoutList,
  LogIn,
  LogOut,
  Newspaper,
  Popcorn,
  ShieldCheck,
  UserPlus,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Logo } from '../../components/layouts/logo';
import { SearchBox } from '../../components/layouts/search-box';
import { Avatar } from '../../components/ui/avatar';
import { buttonClasses } from '../../components/ui/button';
import { cn, focusRing } from '../../components/ui/cn';
import { paths } from '../../config/paths';
import { useCurrentUser, useLogout } from '../../features/auth/api/get-current-user';
import { NAV_ITEMS } from './nav-items';
import { useUnseenCount } from '../../features/notifications/hooks/use-unseen-notifications';

const entryClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-base font-medium',
    isActive ? 'bg-surface-2 text-fg' : 'text-fg-muted hover:bg-surface-2 hover:text-fg',
    focusRing,
  );

function Entry({
  to,
  Icon,
  label,
  end,
  onNavigate,
}: {
  to: string;
  Icon: LucideIcon;
  label: string;
  end?: boolean;
  onNavigate: () => void;
}) {
  return (
    <li>
      <NavLink to={to} end={end} className={entryClasses} onClick={onNavigate}>
        <Icon aria-hidden="true" className="size-5" />
        {label}
      </NavLink>
    </li>
  );
}

/** The mobile menu's notifications entry says how many are unseen, as the bell does. */
function NotificationsEntry({ userId, onNavigate }: { userId: number; onNavigate: () => void }) {
  const { t } = useTranslation('nav');
  const unseen = useUnseenCount(userId);
  return (
    <Entry
      to={paths.notifications.href(userId)}
      Icon={Bell}
      label={unseen > 0 ? t('notificationsUnseen', { count: unseen }) : t('notifications')}
      onNavigate={onNavigate}
    />
  );
}

function AccountEntries({ onLogout, onNavigate }: { onLogout: () => void; onNavigate: () => void }) {
  const { t } = useTranslation('nav');
  const { user } = useCurrentUser();
  if (!user) {
    return (
      <>
        <Entry to={paths.login.href()} Icon={LogIn} label={t('login')} onNavigate={onNavigate} />
        <Entry to={paths.signup.href()} Icon={UserPlus} label={t('signup')} onNavigate={onNavigate} />
      </>
    );
  }
  return (
    <>
      <li className="flex items-center gap-3 px-3 py-2">
        <Avatar name={user.user_name} src={user.avatar} size="sm" />
        <span className="truncate font-semibold text-fg">{user.user_name}</span>
      </li>
      <Entry to={paths.userProfile.href()} Icon={UserRound} label={t('userMenu.profile')} onNavigate={onNavigate} />
      <Entry to={paths.tonight.href()} Icon={Popcorn} label={t('userMenu.tonight')} onNavigate={onNavigate} />
      <Entry to={paths.feed.href()} Icon={Newspaper} label={t('userMenu.feed')} onNavigate={onNavigate} />
      <Entry to={paths.userLists.href()} Icon={LayoutList} label={t('userMenu.myLists')} onNavigate={onNavigate} />
      <Entry to={paths.userLikedLists.href()} Icon={Heart} label={t('userMenu.likedLists')} onNavigate={onNavigate} />
      <NotificationsEntry userId={user.id} onNavigate={onNavigate} />
      <Entry
        to={paths.notificationSettings.href()}
        Icon={BellRing}
        label={t('userMenu.notificationSettings')}
        onNavigate={onNavigate}
      />
      {user.role === 'admin' && (
        <Entry
          to={paths.adminDashboard.href()}
          Icon={ShieldCheck}
          label={t('userMenu.adminDashboard')}
          onNavigate={onNavigate}
        />
      )}
      <li>
        <button
          type="button"
          onClick={() => {
            onNavigate();
            onLogout();
          }}
          className={cn(entryClasses({ isActive: false }), 'w-full text-danger hover:text-danger')}
        >
          <LogOut aria-hidden="true" className="size-5" />
          {t('logout')}
        </button>
      </li>
    </>
  );
}

interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which is not a Radix trigger (the panel loads on first open). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The menu of small screens: the navbar entries, the account entries and notifications. */
export function MobileMenuPanel({ open, onOpenChange, returnFocusTo }: MobileMenuPanelProps) {
  const { t } = useTranslation('nav');
  const { logout } = useLogout();
  const close = () => onOpenChange(false);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-overlay data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 end-0 z-50 flex w-[min(20rem,100vw)] flex-col gap-4 overflow-y-auto border-s border-border bg-surface p-4 shadow-2xl data-[state=open]:animate-[fade-in_200ms_ease-out]"
        >
          <div className="flex items-center justify-between">
            <Logo />
            <RadixDialog.Close
              aria-label={t('ui.close', { ns: 'common' })}
              className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'size-10 px-0' })}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Title className="sr-only">{t('menu.title')}</RadixDialog.Title>
          <SearchBox onSearch={close} />
          <nav aria-label={t('mainNav')}>
            <ul className="flex flex-col gap-0.5">
              {NAV_ITEMS.map(({ key, href, Icon, end }) => (
                <Entry key={key} to={href} Icon={Icon} label={t(key)} end={end} onNavigate={close} />
              ))}
            </ul>
          </nav>
          <section aria-label={t('menu.account')} className="border-t border-border pt-4">
            <ul className="flex flex-col gap-0.5">
              <AccountEntries onLogout={logout} onNavigate={close} />
            </ul>
          </section>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
