import type { User } from '@pepites/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { BellRing, IdCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AccountDataSection } from '../../../features/account-data/components/account-data-section';
import { AccountSection } from '../../../features/auth/components/account-section';
import { setSessionUser } from '../../../features/auth/api/get-current-user';
import { MyServicesSection } from '../../../features/availability/components/services/my-services-section';
import { RequireUser } from '../../../features/auth/components/route-guards';
import { MemberFollowBar } from '../../../features/community/components/member-follow-bar';
import { EditingListsSection } from '../../../features/lists/components/together/editing-lists-section';
import { useUser } from '../../../features/profile/api/get-user';
import { ProfileCard } from '../../../features/profile/components/profile-card';
import { ProfileEditForm } from '../../../features/profile/components/profile-edit-form';
import { UserProfileCardModal } from '../../../features/profile/components/user-profile-card-modal';

/** /userProfile, signed-in users only: the card on one side, the edit form on the other, the account controls below. */
export function UserProfileRoute() {
  return <RequireUser>{(user) => <UserProfilePage sessionUser={user} />}</RequireUser>;
}

function UserProfilePage({ sessionUser }: { sessionUser: User }) {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('page.title'));
  const queryClient = useQueryClient();
  // The session answers at once; GET /user/{id} refreshes counters such as publicListsCount.
  const fetched = useUser(sessionUser.id);
  const user = fetched.data ?? sessionUser;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('page.title')}</h1>
        <Link to={paths.notificationSettings.href()} className={buttonClasses({ variant: 'secondary' })}>
          <BellRing aria-hidden="true" className="size-4" />
          {t('page.notificationSettings')}
        </Link>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ProfileCard
          user={user}
          actions={
            <>
              <MemberFollowBar
                viewerId={user.id}
                userId={user.id}
                name={user.user_name}
                className="w-full justify-center"
              />
              <UserProfileCardModal
                userId={user.id}
                preview={user}
                isOwnProfile
                trigger={
                  <Button variant="secondary">
                    <IdCard aria-hidden="true" className="size-4" />
                    {t('page.previewCard')}
                  </Button>
                }
              />
            </>
          }
        />
        <section className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
          <ProfileEditForm user={user} onUpdated={(updated) => setSessionUser(queryClient, updated)} />
        </section>
      </div>
      <MyServicesSection />
      <EditingListsSection />
      <AccountDataSection />
      <AccountSection userName={user.user_name} />
    </div>
  );
}
