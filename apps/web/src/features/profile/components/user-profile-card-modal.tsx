import { ListVideo } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useUser } from '../api/get-user';
import { CollapsibleBadges } from './collapsible-badges';
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
  /** Under the summary: the member's follows, which the app composes in. */
  follows?: ReactNode;
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

/** The user profile card, reusable wherever a user is shown. */
export function UserProfileCardModal({
  userId,
  preview,
  isOwnProfile = false,
  open,
  onOpenChange,
  trigger,
  follows,
}: UserProfileCardModalProps) {
  const { t } = useTranslation('profile');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={t('card.modalTitle', { name: preview?.user_name ?? '…' })}
      size="md"
    >
      <UserProfileCardBody userId={userId} preview={preview} isOwnProfile={isOwnProfile} follows={follows} />
    </Dialog>
  );
}

function UserProfileCardBody({
  userId,
  preview,
  isOwnProfile,
  follows,
}: Pick<UserProfileCardModalProps, 'userId' | 'preview' | 'isOwnProfile' | 'follows'>) {
  const { t } = useTranslation('profile');
  const fetched = useUser(userId);
  const user = fetched.data ?? completeUser(userId, preview);
  if (!user) return <Skeleton className="mx-auto h-48 w-full" />;
  const count = user.publicListsCount;
  return (
    <div className="flex flex-col gap-5">
      <ProfileSummary user={user} heading={<p className="text-xl font-semibold text-fg">{user.user_name}</p>} />
      {follows}
      <CollapsibleBadges userId={userId} />
      <Button asChild variant="primary" wrap className="self-center">
        <Link to={paths.browseLists.href(user.id)}>
          <ListVideo aria-hidden="true" className="size-4 shrink-0" />
          {isOwnProfile ? t('card.seeLists', { count }) : t('card.seeListsOf', { count, name: user.user_name })}
        </Link>
      </Button>
    </div>
  );
}
