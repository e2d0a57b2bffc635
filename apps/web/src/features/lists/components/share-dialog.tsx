import { Copy, QrCode } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { notify } from '../../../components/ui/toast';
import { useList } from '../api/get-list';
import { listShareUrl, openSharePopup, SHARE_SERVICES, shareHref, type ShareService } from '../lib/share-links';
import { useViewer } from './viewer-provider';

const SERVICE_STYLE: Record<ShareService, { name: string; mark: string; colour: string }> = {
  x: { name: 'X (Twitter)', mark: '𝕏', colour: '#0f1419' },
  facebook: { name: 'Facebook', mark: 'f', colour: '#1558b0' },
  linkedin: { name: 'LinkedIn', mark: 'in', colour: '#0a66c2' },
  whatsapp: { name: 'WhatsApp', mark: 'W', colour: '#075e54' },
  reddit: { name: 'Reddit', mark: 'r', colour: '#b83200' },
};

export interface ShareDialogProps {
  listId: number;
  title: string;
  /** Known on a list's page; a card's dialog asks for them when the QR code is shown. */
  shareUrl?: string;
  qrCodeDataURL?: string;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The share dialog: copy the link, share it on five services (a 600 × 400 popup), show the QR code. */
export function ShareDialog({ listId, title, shareUrl, qrCodeDataURL, ...dialogProps }: ShareDialogProps) {
  const { t } = useTranslation('lists');
  return (
    <Dialog {...dialogProps} title={t('share.title')} description={title} size="md">
      <ShareBody listId={listId} title={title} shareUrl={shareUrl} qrCodeDataURL={qrCodeDataURL} />
    </Dialog>
  );
}

function ShareBody({
  listId,
  title,
  shareUrl,
  qrCodeDataURL,
}: Omit<ShareDialogProps, 'trigger' | 'open' | 'onOpenChange'>) {
  const { t } = useTranslation('lists');
  const viewer = useViewer();
  const qrId = useId();
  const [showQr, setShowQr] = useState(false);
  const detail = useList(listId, viewer?.id ?? 0, { enabled: showQr && !qrCodeDataURL });
  const url = listShareUrl(listId, shareUrl ?? detail.data?.list.share_url);
  const qr = qrCodeDataURL ?? detail.data?.list.qrCodeDataURL;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('share.copied'));
    } catch {
      notify.error(t('share.copyError'));
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label={t('share.link')} className="min-w-0 flex-1">
          <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </Field>
        <Button onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t('share.copy')}
        </Button>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-fg">{t('share.on')}</legend>
        <div className="grid grid-cols-1 gap-2 min-[380px]:grid-cols-2">
          {SHARE_SERVICES.map((service) => (
            <Button
              key={service}
              variant="secondary"
              className="justify-start"
              onClick={() => openSharePopup(shareHref(service, url, title))}
            >
              <span
                aria-hidden="true"
                className="flex size-6 items-center justify-center rounded-full text-xs font-bold text-white ring-1 ring-white/40"
                style={{ backgroundColor: SERVICE_STYLE[service].colour }}
              >
                {SERVICE_STYLE[service].mark}
              </span>
              {SERVICE_STYLE[service].name}
              <span className="sr-only"> {t('share.popup')}</span>
            </Button>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col items-center gap-3">
        <Button
          variant="secondary"
          aria-expanded={showQr}
          aria-controls={qrId}
          onClick={() => setShowQr((shown) => !shown)}
        >
          <QrCode aria-hidden="true" className="size-4" />
          {showQr ? t('share.hideQr') : t('share.showQr')}
        </Button>
        <div id={qrId} hidden={!showQr}>
          {showQr &&
            (qr ? (
              <img
                src={qr}
                alt={t('share.qrAlt', { title })}
                width={200}
                height={200}
                className="rounded-lg bg-white p-2"
              />
            ) : detail.isError ? (
              <p className="text-sm text-danger">{t('share.qrError')}</p>
            ) : (
              <Skeleton className="size-[200px]" />
            ))}
        </div>
      </div>
    </div>
  );
}
