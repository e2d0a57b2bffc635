import { pickLang, translateMessage } from '@pepites/contracts';
import { Camera, ImagePlus, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import type { useAvatarUpload } from '../hooks/use-avatar-upload';
import { AvatarUrlField } from './avatar-url-field';

export interface AvatarPickerProps {
  /** For the first-letter circle while there is no image. */
  name: string;
  value: string | null;
  onChange: (avatar: string | null) => void;
  upload: ReturnType<typeof useAvatarUpload>;
}

function isTouchScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** Avatar from a dropped or picked file, the phone's camera, or an image address (docs/product.md#uploads). */
export function AvatarPicker({ name, value, onChange, upload }: AvatarPickerProps) {
  const { t, i18n } = useTranslation('profile');
  const lang = pickLang(i18n.language);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [showCamera] = useState(isTouchScreen);
  const hintId = `avatar-hint-${useId()}`;

  const takeFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) return upload.setError(t('avatar.oneFile'));
    const [file] = files;
    if (file) upload.send(file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    takeFiles(event.dataTransfer.files);
  };

  const shown = upload.preview ?? value;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-fg">{t('avatar.label')}</legend>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-stretch">
        <div className="relative">
          <Avatar name={name || '?'} src={shown} size="xl" className="ring-2 ring-border" />
          {upload.status === 'uploading' && (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-overlay">
              <Spinner className="size-8 text-white" label={null} />
            </span>
          )}
        </div>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="avatar-dropzone"
          className={cn(
            'flex flex-1 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-4 text-center transition-colors duration-150',
            dragging ? 'border-accent bg-accent-soft' : 'border-border',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-6 text-fg-muted" />
          <p className="text-sm text-fg">{t('avatar.dropzone')}</p>
          <p className="text-xs text-fg-muted">{t('avatar.or')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" size="sm" aria-describedby={hintId} onClick={() => fileInput.current?.click()}>
              <Upload aria-hidden="true" className="size-4" />
              {t('avatar.chooseFile')}
            </Button>
            {showCamera && (
              <Button variant="secondary" size="sm" onClick={() => cameraInput.current?.click()}>
                <Camera aria-hidden="true" className="size-4" />
                {t('avatar.takePhoto')}
              </Button>
            )}
          </div>
          <p id={hintId} className="text-xs text-fg-muted">
            {t('avatar.hint')}
          </p>
          <input
            ref={fileInput}
            hidden
            type="file"
            accept="image/*"
            data-testid="avatar-file"
            onChange={(event) => {
              takeFiles(event.target.files);
              event.target.value = '';
            }}
          />
          <input
            ref={cameraInput}
            hidden
            type="file"
            accept="image/*"
            capture="user"
            onChange={(event) => {
              takeFiles(event.target.files);
              event.target.value = '';
            }}
          />
        </div>
      </div>
      <UploadStatusLine upload={upload} lang={lang} />
      <AvatarUrlField
        onUse={(url) => {
          upload.reset();
          onChange(url);
        }}
      />
      {value && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start text-danger"
          onClick={() => {
            upload.reset();
            onChange(null);
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('avatar.remove')}
        </Button>
      )}
    </fieldset>
  );
}

function UploadStatusLine({ upload, lang }: { upload: AvatarPickerProps['upload']; lang: 'fr' | 'en' }) {
  const { t } = useTranslation('profile');
  if (upload.error) {
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        {translateMessage(upload.error, lang)}
      </p>
    );
  }
  return (
    <p role="status" className="min-h-5 text-sm text-fg-muted">
      {upload.status === 'uploading' && t('avatar.uploading')}
      {upload.status === 'done' && t('avatar.uploaded')}
    </p>
  );
}
