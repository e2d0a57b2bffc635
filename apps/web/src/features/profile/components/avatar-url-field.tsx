import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { isImageUrl } from '../../../lib/image-file';

/** An image address instead of a file; the server fetches and re-encodes it when the profile is saved. */
export function AvatarUrlField({ onUse }: { onUse: (url: string) => void }) {
  const { t } = useTranslation('profile');
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = `avatar-url-${useId()}`;
  const errorId = `${inputId}-error`;

  const use = () => {
    if (!isImageUrl(draft)) return setInvalid(true);
    setInvalid(false);
    onUse(draft.trim());
    setDraft('');
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {t('avatar.url')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          placeholder={t('avatar.urlPlaceholder')}
          value={draft}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter would submit the whole profile form; here it means "use this address".
            if (event.key === 'Enter') {
              event.preventDefault();
              use();
            }
          }}
        />
        <Button variant="secondary" onClick={use} disabled={draft.trim() === ''}>
          <Link2 aria-hidden="true" className="size-4" />
          {t('avatar.useUrl')}
        </Button>
      </div>
      {invalid && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {t('avatar.urlInvalid')}
        </p>
      )}
    </div>
  );
}
