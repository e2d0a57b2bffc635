import type { ListPerson } from '@pepites/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { cn, focusRing } from '../../../components/ui/cn';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { MemberFollowBar } from '../../../features/community/components/member-follow-bar';
import { UserProfileCardModal } from '../../../features/profile/components/user-profile-card-modal';

/** The creator's avatar button on a list's page, opening their profile card with their follows. */
export function CreatorButton({ creator }: { creator: ListPerson }) {
  const { t } = useTranslation('lists');
  const { user } = useCurrentUser();
  return (
    <UserProfileCardModal
      userId={creator.id}
      preview={{ user_name: creator.user_name, avatar: creator.avatar }}
      follows={
        <MemberFollowBar
          viewerId={user?.id ?? null}
          userId={creator.id}
          name={creator.user_name}
          className="justify-center"
        />
      }
      trigger={
        <button
          type="button"
          aria-label={t('detail.creatorProfile', { name: creator.user_name })}
          title={creator.user_name}
          className={cn('flex size-11 items-center justify-center rounded-full', focusRing)}
        >
          <Avatar name={creator.user_name} src={creator.avatar} />
        </button>
      }
    />
  );
}
