import { EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LinkedText } from '../../../components/ui/linked-text';

/**
 * A comment's text (links and @names, linked-text.tsx). A spoiler stays out of the page until the
 * reader asks for it: the button says whether it is shown, and the text is only rendered then.
 */
export function CommentBody({ body, spoiler }: { body: string; spoiler: boolean }) {
  const { t } = useTranslation('community');
  const [revealed, setRevealed] = useState(!spoiler);
  const textId = useId();
  if (!spoiler) return <LinkedText text={body} className="text-sm text-fg" />;
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={revealed}
        aria-controls={textId}
        onClick={() => setRevealed((shown) => !shown)}
      >
        <EyeOff aria-hidden="true" className="size-4" />
        {revealed ? t('comments.hideSpoiler') : t('comments.showSpoiler')}
      </Button>
      <div id={textId}>{revealed && <LinkedText text={body} className="text-sm text-fg" />}</div>
    </div>
  );
}
