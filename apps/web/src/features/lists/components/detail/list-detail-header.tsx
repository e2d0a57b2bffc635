import type { ListDetail } from '@pepites/contracts';
import { Pencil, QrCode } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { LikeButton } from '../like-button';
import { ListTypeIcon } from '../list-type-icon';
import { ShareDialog } from '../share-dialog';
import { useViewer } from '../viewer-provider';
import { PrivateBadge } from '../private-badge';

interface ListDetailHeaderProps {
  list: ListDetail;
  /** The creator's avatar button and its profile dialog, composed by the app. */
  creator: ReactNode;
  /** An accepted editor edits the titles too (docs/decisions/038-community.md). */
  canEditItems?: boolean;
  /** The creator's "Edit together" dialog, when the list's editors are known. */
  together?: ReactNode;
  /** More actions, composed by the app ("alert me for this whole list"). */
  actions?: ReactNode;
}

/** The type icon and title, the QR-code share button and the creator's avatar button. */
export function ListDetailHeader({ list, creator, canEditItems = false, together, actions }: ListDetailHeaderProps) {
  const { t } = useTranslation('lists');
  const viewer = useViewer();
  const isCreator = viewer?.id === list.creator_id;
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-1 flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <ListTypeIcon type={list.type} className="size-6" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words text-fg sm:text-3xl">{list.title}</h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
            <span className="tabular-nums">{t('card.items', { count: list.item_count })}</span>
            <span>{t('detail.by', { name: list.creator.user_name })}</span>
            {list.privacy === 'private' && <PrivateBadge />}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <LikeButton listId={list.id} liked={list.liked} likes={list.likes} />
        <ShareDialog
          listId={list.id}
          title={list.title}
          shareUrl={list.share_url}
          qrCodeDataURL={list.qrCodeDataURL}
          trigger={
            <Button variant="secondary">
              <QrCode aria-hidden="true" className="size-4" />
              {t('share.button')}
            </Button>
          }
        />
        {together}
        {(isCreator || canEditItems) && (
          <Link to={paths.listEdition.href(list.id)} className={buttonClasses({ variant: 'secondary' })}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('detail.edit')}
          </Link>
        )}
        {creator}
        {actions}
      </div>
    </header>
  );
}
