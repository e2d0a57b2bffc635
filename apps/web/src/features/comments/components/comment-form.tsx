import { zodResolver } from '@hookform/resolvers/zod';
import { COMMENT_BODY_MAX, commentInputSchema, type CommentInput, type CommentResponse } from '@pepites/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toast';
import { useErrorsClearedOnEdit, useFormSubmit } from '../../../components/ui/use-form-submit';
import { ApiRequestError } from '../../../lib/api-client';

type CommentFormValues = z.input<typeof commentInputSchema>;
const EMPTY: CommentFormValues = { body: '', spoiler: false };
const commentResolver = zodResolver(commentInputSchema);

/** The server's refusal, under the text: its field message, else its sentence (edit window over, list full, too many). */
function serverBodyError(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return error.fields?.body ?? error.message;
}

export interface CommentFormProps {
  /** Sends the comment: adding one, or editing `initial`. */
  mutation: UseMutationResult<CommentResponse, Error, CommentInput>;
  initial?: CommentFormValues;
  submitLabel: string;
  /** Editing: leaves the form without saving. */
  onCancel?: () => void;
  /** Once saved (the form is emptied when adding). */
  onSaved?: () => void;
}

/**
 * Writing or editing a comment: the text with its counter to COMMENT_BODY_MAX and the spoiler box.
 * A refusal shows under the text in the reader's language and keeps what was typed. Its own lazy
 * chunk, which keeps react-hook-form and zod out of the list page's first load.
 */
export default function CommentForm({ mutation, initial = EMPTY, submitLabel, onCancel, onSaved }: CommentFormProps) {
  const { t } = useTranslation('community');
  const editing = onCancel !== undefined;
  const form = useForm<CommentFormValues, unknown, CommentInput>({
    defaultValues: initial,
    resolver: commentResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useErrorsClearedOnEdit(form);
  // Editing opens where the text was: the keyboard goes straight into it.
  const { setFocus } = form;
  useEffect(() => {
    if (editing) setFocus('body');
  }, [editing, setFocus]);
  const { containerRef, onSubmit } = useFormSubmit(form, (input, { showServerErrors }) => {
    mutation.mutate(input, {
      onSuccess: ({ message }) => {
        notify.success(message);
        if (!editing) form.reset(EMPTY);
        onSaved?.();
      },
      onError: (error) => {
        if (!showServerErrors({ body: serverBodyError(error) })) notify.error(t('comments.sendError'));
      },
    });
  });
  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <FormField control={form.control} name="body" label={editing ? t('comments.edit') : t('comments.write')}>
        <Controller
          control={form.control}
          name="body"
          render={({ field }) => <Textarea rows={editing ? 4 : 3} maxLength={COMMENT_BODY_MAX} showCount {...field} />}
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Controller
          control={form.control}
          name="spoiler"
          render={({ field }) => (
            <Checkbox
              label={t('comments.spoilerCheck')}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <div className="flex gap-2">
          {onCancel && (
            <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
              {t('comments.cancel')}
            </Button>
          )}
          <Button type="submit" size="sm" loading={mutation.isPending}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
