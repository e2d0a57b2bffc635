import { LIST_DESCRIPTION_MAX, LIST_TITLE_MAX, translateMessage, type ListDetail, type ListPrivacy } from '@pepites/contracts';
import { Globe, Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { Field } from '../../../../components/ui/field';
import { useFocusFirstError } from '../../../../components/ui/focus-first-error';
import { Input } from '../../../../components/ui/input';
import { Switch } from '../../../../components/ui/switch';
import { Textarea } from '../../../../components/ui/textarea';
import { notify } from '../../../../components/ui/toast';
import { useLang } from '../../../../hooks/use-lang';
import { ApiRequestError } from '../../../../lib/api-client';
import { useUpdateList } from '../../api/update-list';

interface ListEditionFormProps {
  list: ListDetail;
  onCancel: () => void;
  onSaved: () => void;
}

type Errors = Partial<Record<'title' | 'description', string>>;

/** SPEC §2 List edition: privacy (saved only with Save, SPEC §4), title, description (4 rows), Cancel and Save. */
export function ListEditionForm({ list, onCancel, onSaved }: ListEditionFormProps) {
  const { t } = useTranslation('lists');
  const lang = useLang();
  const privacyHintId = useId();
  const [title, setTitle] = useState(list.title);
  const [description, setDescription] = useState(list.description);
  const [privacy, setPrivacy] = useState<ListPrivacy>(list.privacy);
  const [errors, setErrors] = useState<Errors>({});
  const { containerRef, focusFirstError } = useFocusFirstError();
  const update = useUpdateList(list.id);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (title.trim() === '') {
      setErrors({ title: translateMessage('list.title.required', lang) });
      focusFirstError();
      return;
    }
    update.mutate(
      { title: title.trim(), description: description.trim(), privacy },
      {
        onSuccess: () => {
          notify.success(t('toast.updated'));
          onSaved();
        },
        onError: (error) => {
          const fields = error instanceof ApiRequestError ? error.fields : undefined;
          if (fields?.title || fields?.description) {
            setErrors({ title: fields.title, description: fields.description });
            focusFirstError();
          } else {
            notify.error(`${t('toast.updateError')} ${error.message}`);
          }
        },
      },
    );
  };

  const isPublic = privacy === 'public';
  const PrivacyIcon = isPublic ? Globe : Lock;
  return (
    <form ref={containerRef} noValidate onSubmit={submit} className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-col gap-1">
        <Switch tone="privacy" label={t('edit.public')} checked={isPublic} onCheckedChange={(checked) => setPrivacy(checked ? 'public' : 'private')} />
        <p id={privacyHintId} className={cn('inline-flex items-center gap-1.5 text-sm font-medium', isPublic ? 'text-public' : 'text-private')}>
          <PrivacyIcon aria-hidden="true" className="size-4" />
          {isPublic ? t('edit.publicHint') : t('edit.privateHint')}
        </p>
      </div>
      <Field label={t('edit.title')} required error={errors.title}>
        <Input
          value={title}
          maxLength={LIST_TITLE_MAX}
          showCount
          onChange={(event) => {
            setTitle(event.target.value);
            setErrors((current) => ({ ...current, title: undefined }));
          }}
        />
      </Field>
      <Field label={t('edit.description')} error={errors.description}>
        <Textarea
          value={description}
          rows={4}
          maxLength={LIST_DESCRIPTION_MAX}
          showCount
          onChange={(event) => {
            setDescription(event.target.value);
            setErrors((current) => ({ ...current, description: undefined }));
          }}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
