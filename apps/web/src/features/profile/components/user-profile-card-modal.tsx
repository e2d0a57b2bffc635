import { ChevronDown, ListVideo } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn, focusRing } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useUserBadges } from '../api/get-user-badges';
import { useUser } from '../api/get-user';
import { BadgeList } from './badge-list';
import { ProfileSummary, type ProfileCardUser } from './profile-summary';

export interface UserProfileCardModalProps {
  /** Whose card; the full profile is fetched when the dialog opens. */
  userId: number;
  /** What the caller already knows (a list's creator, a liker), shown at once while the rest loads. */
  preview?: Partial<ProfileCardUser> & { user_name: string };
  /** "See my lists" on one's own card, "See {name}'s lists" on someone else's. */
  isOwnProfile?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (focus returns to it). */
  trigger?: ReactNode;
}

function completeUser(userId: number, preview: UserProfileCardModalProps['preview']): ProfileCardUser | null {
  if (!preview) return null;
  return {
    id: userId,
    user_name: preview.user_name,
    avatar: preview.avatar ?? null,
    city: preview.city ?? null,
    country: preview.country ?? null,
    catchline: preview.catchline ?? null,
    introduction: preview.introduction ?? null,
    publicListsCount: preview.publicListsCount ?? 0,
  };
}

/** SPEC §2 Modals: the user profile card, reusable wherever a user is shown. */
export function UserProfileCardModal({ userId, preview, isOwnProfile = false, open, onOpenChange, trigger }: UserProfileCardModalProps) {
  const { t } = useTranslation('profile');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={t('card.modalTitle', { name: preview?.user_name ?? '…' })}
      size="md"
    >
      <UserProfileCardBody userId={userId} preview={preview} isOwnProfile={isOwnProfile} />
    </Dialog>
  );
}

function UserProfileCardBody({ userId, preview, isOwnProfile }: Pick<UserProfileCardModalProps, 'userId' | 'preview' | 'isOwnProfile'>) {
  const { t } = useTranslation('profile');
  const fetched = useUser(userId);
  const badges = useUserBadges(userId);
  const user = fetched.data ?? completeUser(userId, preview);
  if (!user) return <Skeleton className="mx-auto h-48 w-full" />;
  const count = user.publicListsCount;
  const badgeCount = badges.data?.length ?? 0;
  return (
    <div className="flex flex-col gap-5">
      <ProfileSummary user={user} heading={<p className="text-xl font-semibold text-fg">{user.user_name}</p>} />
      <Collapsible.Root className="flex flex-col gap-3 rounded-xl border border-border">
        <Collapsible.Trigger
          className={cn('group flex min-h-11 items-center justify-between gap-2 rounded-xl px-4 text-sm font-semibold text-fg hover:bg-surface-2', focusRing)}
        >
          <span className="tabular-nums">{t('card.badgesCount', { count: badgeCount })}</span>
          <ChevronDown aria-hidden="true" className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180" />
        </Collapsible.Trigger>
        <Collapsible.Content className="px-3 pb-3">
          {badges.isPending ? <Skeleton className="h-16 w-full" /> : badges.isError ? <p className="text-sm text-fg-muted">{t('card.badgesError')}</p> : <BadgeList badges={badges.data} />}
        </Collapsible.Content>
      </Collapsible.Root>
      <Button asChild variant="primary" className="self-center">
        <Link to={paths.browseLists.href(user.id)}>
          <ListVideo aria-hidden="true" className="size-4" />
          {isOwnProfile ? t('card.seeLists', { count }) : t('card.seeListsOf', { count, name: user.user_name })}
        </Link>
      </Button>
    </div>
  );
}
