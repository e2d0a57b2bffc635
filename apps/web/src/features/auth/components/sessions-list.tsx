import type { AccountSession } from '@pepites/contracts';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { notify } from '../../../components/ui/toast';
import { useLang } from '../../../hooks/use-lang';
import { relativeTime } from '../../../lib/relative-time';
import { useAccountSessions, useRevokeSessions } from '../api/account-sessions';

/**
 * The browsers the member is signed in on (docs/api.md#account), this one first and marked; each
 * other one can be signed out, or all of them at once. The list is fetched again after each action.
 */
export function SessionsList() {
  const { t } = useTranslation('auth');
  const sessions = useAccountSessions();
  const revoke = useRevokeSessions();

  const end = (id?: string) =>
    revoke.mutate(id, {
      onSuccess: ({ ended }) => notify.success(t('account.sessions.ended', { count: ended })),
      onError: (error) => notify.error(error.message || t('account.sessions.endError')),
    });

  return (
    <section aria-labelledby="sessions-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="sessions-title" className="text-lg font-semibold text-fg">
          {t('account.sessions.title')}
        </h3>
        <p className="text-sm text-fg-muted">{t('account.sessions.intro')}</p>
      </div>
      {sessions.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : sessions.isError ? (
        <ErrorState
          message={t('account.sessions.error')}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : (
        <SessionRows
          sessions={sessions.data}
          pendingId={revoke.isPending ? (revoke.variables ?? 'others') : null}
          onEnd={end}
        />
      )}
    </section>
  );
}

interface SessionRowsProps {
  sessions: AccountSession[];
  /** The session being signed out, `others` for all but this one. */
  pendingId: string | null;
  onEnd: (id?: string) => void;
}

function SessionRows({ sessions, pendingId, onEnd }: SessionRowsProps) {
  const { t } = useTranslation('auth');
  // This browser first, then the most recently seen.
  const sorted = [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || lastActivity(b).localeCompare(lastActivity(a)),
  );
  const others = sessions.filter((session) => !session.current);
  return (
    <>
      <ul className="flex flex-col gap-2">
        {sorted.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            pending={pendingId === session.id || (pendingId === 'others' && !session.current)}
            onEnd={() => onEnd(session.id)}
          />
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('account.sessions.onlyThis')}</p>
      ) : (
        <Button
          variant="secondary"
          className="self-start"
          wrap
          loading={pendingId === 'others'}
          onClick={() => onEnd()}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('account.sessions.signOutOthers')}
        </Button>
      )}
    </>
  );
}

const MOBILE_SYSTEMS = new Set(['iOS', 'Android']);

const lastActivity = (session: AccountSession) => session.last_seen_at ?? session.created_at;

function SessionRow({ session, pending, onEnd }: { session: AccountSession; pending: boolean; onEnd: () => void }) {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const device = t('account.sessions.device', {
    browser: session.browser ?? t('account.sessions.unknownBrowser'),
    os: session.os ?? t('account.sessions.unknownOs'),
  });
  const when = relativeTime(lang, new Date(lastActivity(session)));
  const DeviceIcon = session.os && MOBILE_SYSTEMS.has(session.os) ? Smartphone : Monitor;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface-2 p-3">
      <DeviceIcon aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
          <span className="break-words">{device}</span>
          {session.current && (
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-fg">
              {t('account.sessions.current')}
            </span>
          )}
        </p>
        <p className="text-sm text-fg-muted">
          <time dateTime={lastActivity(session)}>
            {session.last_seen_at ? t('account.sessions.lastSeen', { when }) : t('account.sessions.signedIn', { when })}
          </time>
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          loading={pending}
          aria-label={t('account.sessions.signOutLabel', { device })}
          onClick={onEnd}
        >
          {t('account.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
