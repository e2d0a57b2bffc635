import type { AdminUser } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { cn, focusRing } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { useDeleteUser } from '../api/delete-user';
import { adminUsersQueryOptions } from '../api/get-admin-users';
import { useSetSuspension } from '../api/set-suspension';
import { AdminTableFrame, tableClasses as c } from './admin-table-frame';
import { ModerationButton } from './moderation-button';
import type { TableProps } from './table-props';

/** The users table: name, email, country, city, lists and liked lists; suspension and deletion. */
export function UsersTable(props: TableProps) {
  const { t } = useTranslation('admin');
  const users = useQuery(adminUsersQueryOptions(props.query));
  const columns = [
    { label: t('users.name') },
    { label: t('users.email') },
    { label: t('users.country') },
    { label: t('users.city') },
    { label: t('users.lists'), number: true },
    { label: t('users.liked'), number: true },
    { label: t('table.actions') },
  ];
  return (
    <AdminTableFrame
      {...props}
      title={t('users.title')}
      searchLabel={t('users.search')}
      columns={columns}
      result={users}
      isEmpty={users.data?.users.length === 0}
    >
      {users.data?.users.map((user) => (
        <UserRow key={user.id} user={user} />
      ))}
    </AdminTableFrame>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const suspended = user.suspended_at !== null;
  return (
    <tr>
      <td className={c.td}>
        <Link
          to={paths.browseLists.href(user.id)}
          className={cn('flex items-center gap-2 rounded font-medium text-fg hover:underline', focusRing)}
        >
          <Avatar name={user.user_name} src={user.avatar} size="sm" />
          {user.user_name}
        </Link>
        {suspended && (
          <span className="ms-10 rounded bg-danger px-1.5 py-0.5 text-xs font-semibold text-danger-fg">
            {t('users.suspended')}
          </span>
        )}
      </td>
      <td className={cn(c.td, 'break-all')}>{user.email}</td>
      <td className={c.td}>{user.country ?? '—'}</td>
      <td className={c.td}>{user.city ?? '—'}</td>
      <td className={cn(c.td, c.number)}>{user.lists_count}</td>
      <td className={cn(c.td, c.number)}>{user.liked_lists_count}</td>
      <td className={c.td}>
        {user.role === 'admin' ? (
          <span className="text-fg-muted">{t('users.adminRole')}</span>
        ) : (
          <div className="flex flex-wrap gap-2">
            <SuspensionButton user={user} suspended={suspended} />
            <DeleteUserButton user={user} />
          </div>
        )}
      </td>
    </tr>
  );
}

function SuspensionButton({ user, suspended }: { user: AdminUser; suspended: boolean }) {
  const { t } = useTranslation('admin');
  const action = useSetSuspension();
  return (
    <ModerationButton
      label={suspended ? t('users.reinstate') : t('users.suspend')}
      variant={suspended ? 'secondary' : 'danger'}
      question={
        suspended
          ? t('users.reinstateConfirm', { name: user.user_name })
          : t('users.suspendConfirm', { name: user.user_name })
      }
      description={suspended ? t('users.reinstateHint') : t('users.suspendHint')}
      run={() => action.mutateAsync({ userId: user.id, suspended: !suspended })}
      pending={action.isPending}
    />
  );
}

function DeleteUserButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const action = useDeleteUser();
  return (
    <ModerationButton
      label={t('users.delete')}
      question={t('users.deleteConfirm', { name: user.user_name })}
      description={t('users.deleteHint')}
      run={() => action.mutateAsync(user.id)}
      pending={action.isPending}
    />
  );
}
