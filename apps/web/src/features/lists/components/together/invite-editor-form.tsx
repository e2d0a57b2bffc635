import { translateMessage } from '@pepites/contracts';
import { UserPlus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { notify } from '../../../../components/ui/toast';
import { useLang } from '../../../../hooks/use-lang';
import { ApiRequestError } from '../../../../lib/api-client';
import { useInviteEditor } from '../../api/editors';

/**
 * Invites a member by name. A refusal (unknown name, already invited, the limit) shows under the
 * field in the member's language and keeps what was typed; an invitation sent empties it.
 */
export function InviteEditorForm({ listId, disabled }: { listId: number; disabled: boolean }) {
  const { t } = useTranslation('editors');
  const lang = useLang();
  const [userName, setUserName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const invite = useInviteEditor(listId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (userName.trim() === '') {
      setError(translateMessage('editor.unknown', lang));
      return inputRef.current?.focus();
    }
    invite.mutate(userName.trim(), {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setUserName('');
        setError(null);
      },
      onError: (failure) => {
        const field = failure instanceof ApiRequestError ? failure.fields?.user_name : undefined;
        setError(field ? translateMessage(field, lang) : failure.message);
        inputRef.current?.focus();
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <Field label={t('manage.userName')} error={error} className="flex-1">
        <Input
          ref={inputRef}
          value={userName}
          autoComplete="off"
          maxLength={64}
          disabled={disabled}
          onChange={(event) => {
            setUserName(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <Button type="submit" loading={invite.isPending} disabled={disabled} className="sm:mt-7">
        <UserPlus aria-hidden="true" className="size-4" />
        {t('manage.invite')}
      </Button>
    </form>
  );
}
