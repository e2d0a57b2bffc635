import { zodResolver } from '@hookform/resolvers/zod';
import { createListInputSchema, LIST_DESCRIPTION_MAX, LIST_TITLE_MAX, type TagName } from '@pepites/contracts';
import { useId } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose } from '../../../../components/ui/dialog';
import { FormField, useFormFieldMessage } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { notify } from '../../../../components/ui/toast';
import { useErrorsClearedOnEdit, useFormSubmit } from '../../../../components/ui/use-form-submit';
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
interface CreateListValues {
  title: string;
  description: string;
  tags: TagName[];
}

const EMPTY: CreateListValues = { title: '', description: '', tags: [] };
/**
 * The title's rules of the contract, checked before sending (raw: the form trims what it sends).
 * The tags are chosen from the catalogue and the description is held to its length by the field,
 * so the server checks those.
 */
const createListResolver = zodResolver(createListInputSchema.pick({ title: true }), undefined, {
  raw: true,
}) as unknown as Resolver<CreateListValues>;

/** The server's field messages (already in the user's language), `tags.0` and the like under the tags. */
function fieldErrors(error: unknown): Errors {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  const errors: Errors = {};
  for (const [field, message] of Object.entries(error.fields)) {
    const key = field.split('.')[0];
    if ((key === 'title' || key === 'description' || key === 'tags') && !errors[key]) errors[key] = message;
  }
  return errors;
}

/** The create-list dialog: title, description and tag picker; closes and resets on success or cancel. */
export function CreateListDialog({ userId, open, onOpenChange, onCreated }: CreateListDialogProps) {
  const { t } = useTranslation('lists');
  const form = useForm<CreateListValues>({
    defaultValues: EMPTY,
    resolver: createListResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // A typed field's error goes at its first edit; the tags' error stays until the next submit.
  useErrorsClearedOnEdit(form);
  const tags = useWatch({ control: form.control, name: 'tags' });
  const tagsError = useFormFieldMessage(form.control, 'tags');
  const create = useCreateList(userId);
  const formId = useId();

  const close = (next: boolean) => {
    if (!next) {
      form.reset(EMPTY);
      create.reset();
    }
    onOpenChange(next);
  };

  const { containerRef, onSubmit } = useFormSubmit(form, (values, { showServerErrors }) => {
    const input = {
      title: values.title.trim(),
      description: values.description.trim(),
      tags: values.tags.map(tagPayload),
    };
    create.mutate(input, {
      onSuccess: ({ list }) => {
        notify.success(t('toast.created'));
        close(false);
        onCreated(list.id);
      },
      onError: (error) => {
        if (!showServerErrors(fieldErrors(error))) notify.error(`${t('toast.createError')} ${error.message}`);
      },
    });
  });

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
      <form id={formId} ref={containerRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField control={form.control} name="title" label={t('create.name')} required>
          {/* Controlled, so the counters follow a reset. */}
          <Controller
            control={form.control}
            name="title"
            render={({ field }) => <Input maxLength={LIST_TITLE_MAX} showCount autoComplete="off" {...field} />}
          />
        </FormField>
        <FormField control={form.control} name="description" label={t('create.description')}>
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => <Textarea maxLength={LIST_DESCRIPTION_MAX} rows={4} showCount {...field} />}
          />
        </FormField>
        <TagPicker
          label={t('create.tags')}
          value={tags}
          error={tagsError}
          onAdd={(tag) => {
            const current = form.getValues('tags');
            if (!current.includes(tag)) form.setValue('tags', [...current, tag]);
          }}
          onRemove={(tag) =>
            form.setValue(
              'tags',
              form.getValues('tags').filter((name) => name !== tag),
            )
          }
        />
      </form>
    </Dialog>
  );
}
