import {
  BADGE_AWARD_KINDS,
  BADGE_DESCRIPTION_MAX,
  BADGE_NAME_MAX,
  BADGE_THRESHOLD_MAX,
  type BadgeAwardKind,
  type CreateBadgeInput,
} from '@pepites/contracts';
import { ImagePlus, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { imageFileError } from '../../../lib/image-file';
import { useCreateBadge } from '../api/create-badge';
import { uploadBadgeIcon } from '../api/upload-badge-icon';

type Texts = Pick<CreateBadgeInput, 'name' | 'name_en' | 'description' | 'description_en'>;
const EMPTY: Texts = { name: '', name_en: '', description: '', description_en: '' };

/**
 * The badge-creation dialog: icon (an image file, uploaded and re-encoded by the server, or an
 * image address), names and descriptions in French and English, and how it is earned (docs/product.md#badges).
 * The server's field errors show under their fields; what was typed stays.
 */
export function CreateBadgeDialog() {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [icon, setIcon] = useState('');
  const [rule, setRule] = useState<BadgeAwardKind>('manual');
  const [threshold, setThreshold] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreateBadge();

  const reset = () => {
    setTexts(EMPTY);
    setIcon('');
    setRule('manual');
    setThreshold('');
    setErrors({});
  };

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileError(file);
    if (problem)
      return setErrors((current) => ({ ...current, icon: t(`icon.${problem === 'upload.type' ? 'type' : 'size'}`) }));
    setUploading(true);
    try {
      setIcon((await uploadBadgeIcon(file)).url);
      setErrors(({ icon: _dropped, ...rest }) => rest);
    } catch (error) {
      setErrors((current) => ({
        ...current,
        icon: error instanceof ApiRequestError ? (error.fields?.file ?? error.message) : t('icon.failed'),
      }));
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    const input: CreateBadgeInput = {
      ...texts,
      icon: icon.trim(),
      rule,
      threshold: rule === 'manual' ? null : threshold === '' ? undefined : Number(threshold),
    };
    create.mutate(input, {
      onSuccess: (body) => {
        notify.success(body.message);
        reset();
        setOpen(false);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
        notify.error(error.message);
      },
    });
  };

  const text = (key: keyof Texts, multiline = false) => {
    const props = {
      value: texts[key],
      required: true,
      maxLength: multiline ? BADGE_DESCRIPTION_MAX : BADGE_NAME_MAX,
      onChange: (event: { target: { value: string } }) =>
        setTexts((current) => ({ ...current, [key]: event.target.value })),
    };
    return (
      <Field label={t(`create.${key}`)} error={errors[key]} required>
        {multiline ? <Textarea rows={2} {...props} /> : <Input {...props} />}
      </Field>
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setErrors({});
      }}
      size="lg"
      title={t('create.title')}
      description={t('create.hint')}
      trigger={
        <Button variant="secondary">
          <Plus aria-hidden="true" className="size-4" />
          {t('create.open')}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('cancel')}</Button>
          </DialogClose>
          <Button onClick={submit} loading={create.isPending} disabled={uploading}>
            {t('create.submit')}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex items-start gap-4">
          <div className="flex size-16 shrink-0 items-center justify-center rounded-xl border border-border bg-surface-2">
            {/* Only an upload of ours is shown: the page may load no image from another site (CSP), the server fetches an address itself. */}
            {icon.startsWith('/') ? (
              <img src={icon} alt={t('icon.preview')} className="size-12 object-contain" />
            ) : (
              <ImagePlus aria-hidden="true" className="size-6 text-fg-muted" />
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Field label={t('icon.url')} error={errors.icon} required>
              <Input
                type="url"
                value={icon}
                maxLength={2048}
                placeholder="https://…"
                onChange={(event) => setIcon(event.target.value)}
              />
            </Field>
            <input
              ref={fileInput}
              hidden
              type="file"
              accept="image/*"
              data-testid="badge-icon-file"
              onChange={(event) => void pickFile(event.target.files?.[0])}
            />
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="self-start"
              loading={uploading}
              onClick={() => fileInput.current?.click()}
            >
              {t('icon.upload')}
            </Button>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name')}
          {text('name_en')}
          {text('description', true)}
          {text('description_en', true)}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('create.rule')} error={errors.rule} required>
            <Select
              value={rule}
              onValueChange={(value) => setRule(value as BadgeAwardKind)}
              options={BADGE_AWARD_KINDS.map((kind) => ({ value: kind, label: t(`ruleKinds.${kind}`) }))}
            />
          </Field>
          {rule !== 'manual' && (
            <Field label={t('create.threshold')} error={errors.threshold} hint={t('create.thresholdHint')} required>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={BADGE_THRESHOLD_MAX}
                step={1}
                value={threshold}
                onChange={(event) => setThreshold(event.target.value)}
              />
            </Field>
          )}
        </div>
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
