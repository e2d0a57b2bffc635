import { ARRIVAL_MAIL_CHOICES, type ArrivalMail } from '@pepites/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { notify } from '../../../../components/ui/toast';
import { useSaveArrivalMail } from '../../api/save-arrival-mail';

/** Whether a title arriving on the member's services is also mailed: not at all, in the weekly digest, or at once. */
export function ArrivalMailForm({ initial }: { initial: ArrivalMail }) {
  const { t } = useTranslation('availability');
  const [mail, setMail] = useState(initial);
  const save = useSaveArrivalMail();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(mail, {
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => notify.error(`${t('mail.error')} ${error.message}`),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-semibold text-fg">{t('mail.title')}</legend>
        {ARRIVAL_MAIL_CHOICES.map((choice) => (
          <label
            key={choice}
            className={cn(
              'grid min-h-10 cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-lg px-2 py-2 text-sm text-fg hover:bg-surface-2',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            )}
          >
            <input
              type="radio"
              name="arrival-mail"
              value={choice}
              checked={mail === choice}
              onChange={() => setMail(choice)}
              className="row-span-2 mt-0.5 size-4 shrink-0 accent-[var(--color-accent)] outline-none"
            />
            <span className="font-medium">{t(`mail.choices.${choice}`)}</span>
            <span className="text-xs text-fg-muted">{t(`mail.hints.${choice}`)}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="secondary" className="self-end" loading={save.isPending}>
        {t('mail.save')}
      </Button>
    </form>
  );
}
