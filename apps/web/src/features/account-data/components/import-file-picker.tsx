import { IMPORT_MAX_FILE_BYTES } from '@pepites/contracts';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLang } from '../../../hooks/use-lang';
import { useStartImport } from '../api/start-import';
import { formatByteSize } from '../lib/byte-size';
import { IMPORT_ACCEPT, isImportFileTooLarge } from '../lib/import-file';
import { serverMessage } from '../lib/server-message';

/**
 * A button that opens the file picker (the input itself stays hidden, as the avatar's does); the
 * chosen file is sent at once, unless it is larger than the server takes.
 */
export function ImportFilePicker() {
  const { t } = useTranslation('account-data');
  const lang = useLang();
  const input = useRef<HTMLInputElement>(null);
  const start = useStartImport();
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();
  const max = formatByteSize(lang, IMPORT_MAX_FILE_BYTES);

  const send = (file: File | undefined) => {
    if (!file) return;
    if (isImportFileTooLarge(file)) {
      setError(t('import.tooLarge', { size: formatByteSize(lang, file.size), max }));
      return;
    }
    setError(null);
    start.mutate(file, { onError: (cause) => setError(serverMessage(cause) ?? t('import.sendError')) });
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="primary"
        wrap
        loading={start.isPending}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" className="size-4" />
        {start.isPending ? t('import.sending', { name: start.variables.name }) : t('import.choose')}
      </Button>
      <p id={hintId} className="text-sm text-fg-muted">
        {t('import.hint', { max })}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <input
        ref={input}
        hidden
        type="file"
        accept={IMPORT_ACCEPT}
        data-testid="import-file"
        onChange={(event) => {
          send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
