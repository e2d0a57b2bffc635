import {
  BellRing,
  ChevronDown,
  Heart,
  LayoutList,
  LogOut,
  Newspaper,
  Popcorn,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { buttonClasses } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { paths } from '../../config/paths';
import type { CachedUser } from '../../features/auth/api/get-current-user';

interface UserMenuProps {
  user: CachedUser;
  onLogout: () => void;
}

/**
 * The member's menu: my profile, Tonight, the feed, my lists, liked lists, notification settings,
 * admin dashboard (admin only) and logout.
 */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const { t } = useTranslation('nav');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        // Below lg the avatar alone, on a 40 × 40 target; the name and the chevron join it on wide screens.
        className={buttonClasses({
          variant: 'ghost',
          size: 'sm',
          className: 'size-10 gap-2 px-0 lg:w-auto lg:ps-1.5 lg:pe-3',
        })}
        aria-label={t('userMenu.label', { name: user.user_name })}
        data-testid="user-menu"
      >
        <Avatar name={user.user_name} src={user.avatar} size="sm" />
        <span className="hidden max-w-32 truncate lg:inline">{user.user_name}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 text-fg-muted lg:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56">
        <DropdownMenuLabel className="truncate">{user.user_name}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link to={paths.userProfile.href()}>
            <UserRound aria-hidden="true" />
            {t('userMenu.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.tonight.href()}>
            <Popcorn aria-hidden="true" />
            {t('userMenu.tonight')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.feed.href()}>
            <Newspaper aria-hidden="true" />
            {t('userMenu.feed')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.userLists.href()}>
            <LayoutList aria-hidden="true" />
            {t('userMenu.myLists')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.userLikedLists.href()}>
            <Heart aria-hidden="true" />
            {t('userMenu.likedLists')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.notificationSettings.href()}>
            <BellRing aria-hidden="true" />
            {t('userMenu.notificationSettings')}
          </Link>
        </DropdownMenuItem>
        {user.role === 'admin' && (
          <DropdownMenuItem asChild>
            <Link to={paths.adminDashboard.href()}>
              <ShieldCheck aria-hidden="true" />
              {t('userMenu.adminDashboard')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          {t('logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
