import { LIST_DESCRIPTION_MAX, LIST_TITLE_MAX, translateMessage, type TagName } from '@pepites/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { useFocusFirstError } from '../../../../components/ui/focus-first-error';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { notify } from '../../../../components/ui/toast';
import { useLang } from '../../../../hooks/use-lang';
import { ApiRequestError } from '../../../../lib/api-client';
import { useCreateList } from '../../api/create-list';
import { tagPayload } from '../../lib/tags';
import { TagPicker } from './tag-picker';

interface CreateListDialogProps {
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (listId: number) => void;
}

type Errors = Partial<Record<'title' | 'description' | 'tags', string>>;

const EMPTY = { title: '', description: '', tags: [] as TagName[] };

/** The server's field messages (already in the user's language), `tags.0` and the like under the tags. */
function fieldErrors(error: unknown): Errors | null {
  if (!(error instanceof ApiRequestError) || !error.fields) return null;
  const errors: Errors = {};
  for (const [field, message] of Object.entries(error.fields)) {
    const key = field.split('.')[0];
    if ((key === 'title' || key === 'description' || key === 'tags') && !errors[key]) errors[key] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The create-list dialog: title, description and tag picker; closes and resets on success or cancel. */
export function CreateListDialog({ userId, open, onOpenChange, onCreated }: CreateListDialogProps) {
  const { t } = useTranslation('lists');
  const lang = useLang();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const { containerRef, focusFirstError } = useFocusFirstError();
  const create = useCreateList(userId);
  const formId = useId();

  const close = (next: boolean) => {
    if (!next) {
      setValues(EMPTY);
      setErrors({});
      create.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.title.trim() === '') {
      setErrors({ title: translateMessage('list.title.required', lang) });
      focusFirstError();
      return;
    }
    const input = { title: values.title.trim(), description: values.description.trim(), tags: values.tags.map(tagPayload) };
    create.mutate(input, {
      onSuccess: ({ list }) => {
        notify.success(t('toast.created'));
        close(false);
        onCreated(list.id);
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        if (fields) {
          setErrors(fields);
          focusFirstError();
        } else {
          notify.error(`${t('toast.createError')} ${error.message}`);
        }
      },
    });
  };

  const setField = (field: 'title' | 'description') => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('create.title')}
      description={t('create.requiredNote')}
      size="md"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('create.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={containerRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label={t('create.name')} required error={errors.title}>
          <Input value={values.title} onChange={setField('title')} maxLength={LIST_TITLE_MAX} showCount autoComplete="off" />
        </Field>
        <Field label={t('create.description')} error={errors.description}>
          <Textarea value={values.description} onChange={setField('description')} maxLength={LIST_DESCRIPTION_MAX} rows={4} showCount />
        </Field>
        <TagPicker
          label={t('create.tags')}
          value={values.tags}
          error={errors.tags}
          onAdd={(tag) => setValues((current) => ({ ...current, tags: current.tags.includes(tag) ? current.tags : [...current.tags, tag] }))}
          onRemove={(tag) => setValues((current) => ({ ...current, tags: current.tags.filter((name) => name !== tag) }))}
        />
      </form>
    </Dialog>
  );
}
