import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../../components/ui/control-classes';
import { cn, focusRing } from '../../../../components/ui/cn';

export const TITLE_SEARCH_DEBOUNCE_MS = 300;

interface TitleSearchProps {
  /** The title in the address. */
  value: string;
  /** Called once typing has paused. */
  onSearch: (title: string) => void;
}

/** The title search box: what is typed goes to the address 300 ms after the last key. */
export function TitleSearch({ value, onSearch }: TitleSearchProps) {
  const { t } = useTranslation('lists');
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Back, forward or "clear filters" changed the address: the box follows it.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== value.trim()) onSearch(next);
    }, TITLE_SEARCH_DEBOUNCE_MS);
  };

  return (
    <div role="search" aria-label={t('browse.search')} className="relative min-w-0 flex-1 basis-full sm:basis-64">
      <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted" />
      <input
        type="search"
        value={text}
        onChange={(event) => change(event.target.value)}
        aria-label={t('browse.search')}
        placeholder={t('browse.searchPlaceholder')}
        maxLength={100}
        className={cn(controlClasses, 'min-h-11 ps-9 pe-10 [&::-webkit-search-cancel-button]:hidden')}
      />
      {text && (
        <button
          type="button"
          aria-label={t('browse.clearSearch')}
          onClick={() => {
            clearTimeout(timer.current);
            setText('');
            onSearch('');
          }}
          className={cn('absolute end-1 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-fg-muted hover:text-fg', focusRing)}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
