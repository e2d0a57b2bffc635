import type { FollowedList, FollowedTitle } from '@pepites/contracts';
import { BellOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { cn, focusRing } from '../../../../components/ui/cn';
import { Poster } from '../../../../components/ui/poster';
import { paths } from '../../../../config/paths';
import { catalogImageUrl } from '../../../../lib/catalog-images';
import { useAlertFeedback } from '../../hooks/use-alert-feedback';
import { useToggleListAlert } from '../../api/list-alert';
import { useToggleTitleAlert } from '../../api/title-alert';
import { titleHref } from '../../lib/title-href';

const linkClasses = cn('rounded font-medium break-words text-fg hover:text-accent hover:underline', focusRing);

function Row({ children, stop }: { children: ReactNode; stop: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-border bg-surface-2/40 p-2 ps-3">
      <div className="flex min-w-0 flex-1 items-center gap-3">{children}</div>
      {stop}
    </li>
  );
}

function StopButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  const { t } = useTranslation('availability');
  return (
    <Button variant="ghost" size="sm" aria-label={label} loading={busy} onClick={onClick} className="shrink-0">
      {!busy && <BellOff aria-hidden="true" className="size-4" />}
      <span className="max-sm:sr-only">{t('myAlerts.stop')}</span>
    </Button>
  );
}

/** A title followed on its own, leading to its page, with "stop". */
export function FollowedTitleRow({ title }: { title: FollowedTitle }) {
  const { t } = useTranslation('availability');
  const toggle = useToggleTitleAlert();
  const feedback = useAlertFeedback();
  const stop = () => toggle.mutate({ type: title.type, titleId: Number(title.provider_id), followed: true }, feedback);
  return (
    <Row
      stop={
        <StopButton label={t('myAlerts.stopTitle', { title: title.title })} busy={toggle.isPending} onClick={stop} />
      }
    >
      <div className="w-10 shrink-0">
        <Poster title={title.title} src={catalogImageUrl(title.poster_path, 92)} compact />
      </div>
      <div className="flex min-w-0 flex-col">
        <Link to={titleHref(title.type, title.provider_id)} className={linkClasses}>
          {title.title}
        </Link>
        <span className="text-xs text-fg-muted">{t(`types.${title.type}`)}</span>
      </div>
    </Row>
  );
}

/** A list followed whole, leading to its page, with "stop". */
export function FollowedListRow({ list }: { list: FollowedList }) {
  const { t } = useTranslation('availability');
  const toggle = useToggleListAlert();
  const feedback = useAlertFeedback();
  const stop = () => toggle.mutate({ listId: list.list_id, followed: true }, feedback);
  return (
    <Row
      stop={<StopButton label={t('myAlerts.stopList', { title: list.title })} busy={toggle.isPending} onClick={stop} />}
    >
      <div className="flex min-w-0 flex-col py-1">
        <Link to={paths.listDetails.href(list.list_id)} className={linkClasses}>
          {list.title}
        </Link>
        <span className="text-xs text-fg-muted tabular-nums">{t('myAlerts.listTitles', { count: list.titles })}</span>
      </div>
    </Row>
  );
}
