import {
  MUTABLE_NOTIFICATION_CODES,
  translateMessage,
  type MutableNotificationCode,
  type NotificationSettings,
} from '@pepites/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn, focusRing } from '../../../components/ui/cn';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { notify } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-lang';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

export interface NotificationSettingsPageProps {
  userId: number;
  /** Sections of other features below the settings (the alerts on one's services), composed by the app. */
  children?: ReactNode;
}

/**
 * /settings/notifications (docs/decisions/038-community.md): which kinds of notification about
 * other members' doing arrive, and the weekly digest. Admin messages and one's own imports and
 * exports always arrive, so they have no switch.
 */
export function NotificationSettingsPage({ userId, children }: NotificationSettingsPageProps) {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('settings.title')}</h1>
        <p className="text-sm text-fg-muted">{t('settings.description')}</p>
        <Link
          to={paths.notifications.href(userId)}
          className={cn('self-start rounded text-sm text-accent underline-offset-4 hover:underline', focusRing)}
        >
          {t('settings.back')}
        </Link>
      </div>
      {settings.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-10 w-full rounded-xl" />
          ))}
        </div>
      ) : settings.isError ? (
        <ErrorState
          message={t('settings.loadError')}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <SettingsForm initial={settings.data} />
      )}
      {children}
    </div>
  );
}

function SettingsForm({ initial }: { initial: NotificationSettings }) {
  const { t } = useTranslation('notifications');
  const lang = useLang();
  const [muted, setMuted] = useState<MutableNotificationCode[]>(initial.muted);
  const [weeklyDigest, setWeeklyDigest] = useState(initial.weekly_digest);
  const save = useUpdateNotificationSettings();

  const toggle = (code: MutableNotificationCode, on: boolean) =>
    setMuted((current) => (on ? current.filter((muted) => muted !== code) : [...current, code]));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { muted, weekly_digest: weeklyDigest },
      {
        onSuccess: () => notify.success(translateMessage('notificationSettings.saved', lang)),
        onError: (error) => notify.error(`${t('settings.saveError')} ${error.message}`),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-1 rounded-2xl border border-border bg-surface p-5">
        <legend className="px-1 text-lg font-semibold text-fg">{t('settings.kindsTitle')}</legend>
        <p className="mb-2 text-sm text-fg-muted">{t('settings.kindsHint')}</p>
        {MUTABLE_NOTIFICATION_CODES.map((code) => (
          <Switch
            key={code}
            label={t(`settings.kinds.${code}`)}
            checked={!muted.includes(code)}
            onCheckedChange={(on) => toggle(code, on)}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-1 rounded-2xl border border-border bg-surface p-5">
        <legend className="px-1 text-lg font-semibold text-fg">{t('settings.digestTitle')}</legend>
        <Switch label={t('settings.digest')} checked={weeklyDigest} onCheckedChange={setWeeklyDigest} />
        <p className="text-sm text-fg-muted">{t('settings.digestHint')}</p>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
