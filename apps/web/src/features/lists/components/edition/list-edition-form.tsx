import { LIST_DESCRIPTION_MAX, LIST_TITLE_MAX, type ListPrivacy } from '@pepites/contracts';
import { Globe, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../components/ui/cn';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Switch } from '../../../../components/ui/switch';
import { Textarea } from '../../../../components/ui/textarea';

export type ListFieldErrors = Partial<Record<'title' | 'description', string>>;

interface ListEditionFormProps {
  values: { title: string; description: string; privacy: ListPrivacy };
  errors: ListFieldErrors;
  onChange: (change: Partial<{ title: string; description: string; privacy: ListPrivacy }>) => void;
}

/** The list's fields: privacy (public green, private red), title and description (4 rows), all part of the page's draft. */
export function ListEditionForm({ values, errors, onChange }: ListEditionFormProps) {
  const { t } = useTranslation('lists');
  const isPublic = values.privacy === 'public';
  const PrivacyIcon = isPublic ? Globe : Lock;
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-col gap-1">
        <Switch
          tone="privacy"
          label={t('edit.public')}
          checked={isPublic}
          onCheckedChange={(checked) => onChange({ privacy: checked ? 'public' : 'private' })}
        />
        <p
          className={cn(
            'inline-flex items-center gap-1.5 text-sm font-medium',
            isPublic ? 'text-public' : 'text-private',
          )}
        >
          <PrivacyIcon aria-hidden="true" className="size-4" />
          {isPublic ? t('edit.publicHint') : t('edit.privateHint')}
        </p>
      </div>
      <Field label={t('edit.title')} required error={errors.title}>
        <Input
          value={values.title}
          maxLength={LIST_TITLE_MAX}
          showCount
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </Field>
      <Field label={t('edit.description')} error={errors.description}>
        <Textarea
          value={values.description}
          rows={4}
          maxLength={LIST_DESCRIPTION_MAX}
          showCount
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </Field>
    </div>
  );
}
