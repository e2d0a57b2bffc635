import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { cn, focusRing } from '../../../components/ui/cn';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { notify } from '../../../components/ui/toast';
import { SEARCH_DEBOUNCE_MS } from '../../../hooks/use-address-search';
import { useDebouncedCallback } from '../../../hooks/use-debounced-callback';
import { useAwardBadge } from '../api/award-badge';
import { adminUsersQueryOptions } from '../api/get-admin-users';

/** Gives a hand badge: search a member by name or email, pick them, confirm. */
export function AwardBadgeDialog({ badgeId, badgeName }: { badgeId: number; badgeName: string }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<{ id: number; user_name: string } | null>(null);
  const search = useDebouncedCallback((value: string) => setQ(value.trim()), SEARCH_DEBOUNCE_MS);
  const members = useQuery({ ...adminUsersQueryOptions({ page: 1, q }), enabled: open && q.length > 0 });
  const award = useAwardBadge();
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setText('');
      setQ('');
      setPicked(null);
    }
  };
  const submit = () => {
    if (!picked) return;
    award.mutate(
      { badgeId, userId: picked.id },
      {
        onSuccess: (body) => {
          (body.awarded ? notify.success : notify.info)(body.message);
          close(false);
        },
        onError: (error) => notify.error(error.message),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('award.title', { name: badgeName })}
      description={t('award.hint')}
      trigger={
        <Button variant="secondary" size="sm">
          {t('award.open')}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('cancel')}</Button>
          </DialogClose>
          <Button onClick={submit} disabled={!picked} loading={award.isPending}>
            {picked ? t('award.confirm', { name: picked.user_name }) : t('award.open')}
          </Button>
        </>
      }
    >
      <Field label={t('award.member')}>
        <Input
          type="search"
          value={text}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            search(event.target.value);
          }}
        />
      </Field>
      {members.data && (
        <ul aria-label={t('award.matches')} className="mt-3 flex max-h-60 flex-col gap-1 overflow-y-auto">
          {members.data.users.length === 0 && <li className="text-sm text-fg-muted">{t('table.noMatch', { q })}</li>}
          {members.data.users.map((member) => (
            <li key={member.id}>
              <button
                type="button"
                aria-pressed={picked?.id === member.id}
                onClick={() => setPicked({ id: member.id, user_name: member.user_name })}
                className={cn(
                  'flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-start text-sm hover:bg-surface-2',
                  picked?.id === member.id && 'bg-accent-soft',
                  focusRing,
                )}
              >
                <Avatar name={member.user_name} src={member.avatar} size="sm" />
                <span className="font-medium text-fg">{member.user_name}</span>
                <span className="truncate text-fg-muted">{member.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
