import type { User } from '@pepites/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { UserLocation } from './user-location';

export type ProfileCardUser = Pick<
  User,
  'id' | 'user_name' | 'avatar' | 'city' | 'country' | 'catchline' | 'introduction' | 'publicListsCount'
>;

interface ProfileSummaryProps {
  user: ProfileCardUser;
  /** The name as a heading on a page; a dialog already names itself in its title. */
  heading?: ReactNode;
  /** What to say when there is no introduction (the owner gets an invitation to write one). */
  emptyIntroduction?: string;
}

/** Avatar or first letter, name, place, catchline and introduction: the top of both profile cards. */
export function ProfileSummary({ user, heading, emptyIntroduction }: ProfileSummaryProps) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <Avatar name={user.user_name} src={user.avatar} size="xl" className="shadow-md ring-4 ring-surface" />
      <div className="flex flex-col items-center gap-1.5">
        {heading}
        <UserLocation city={user.city} country={user.country} />
      </div>
      {user.catchline ? (
        <p className="max-w-prose text-base font-medium text-fg italic">
          <span className="sr-only">{t('card.catchline')}: </span>“{user.catchline}”
        </p>
      ) : null}
      <p className="max-w-prose text-sm whitespace-pre-line text-fg-muted">
        <span className="sr-only">{t('card.introduction')}: </span>
        {user.introduction || (emptyIntroduction ?? t('card.noIntroduction'))}
      </p>
    </div>
  );
}
