import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { controlClasses } from '../../../../components/ui/control-classes';
import { IconButton } from '../../../../components/ui/icon-button';

const TYPING_PAUSE_MS = 300;

interface SearchBoxProps {
  label: string;
  /** What the address holds. */
  value: string;
  onSearch: (text: string) => void;
  /** `typing`: searches 300 ms after the last key (movies, shows); `submit`: on Enter or the button. */
  mode: 'typing' | 'submit';
  placeholder?: string;
}

/** The catalogue's search box with its clear button; the address keeps what was searched. */
export function CatalogSearchBox({ label, value, onSearch, mode, placeholder }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Back or forward changed the address: the box follows it.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const change = (next: string) => {
    setText(next);
    if (mode !== 'typing') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next.trim()), TYPING_PAUSE_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(text.trim());
  };
  const clear = () => {
    clearTimeout(timer.current);
    setText('');
    onSearch('');
  };
  return (
    // Named apart from the navbar's quick search: two unnamed search landmarks are one too many (axe).
    <form role="search" aria-label={label} onSubmit={submit} className="flex w-full max-w-xl gap-2">
      <div className="relative flex-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
        />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          maxLength={100}
          onChange={(event) => change(event.target.value)}
          className={cn(controlClasses, 'min-h-11 ps-9 pe-11 [&::-webkit-search-cancel-button]:hidden')}
        />
        {text && (
          <IconButton
            variant="inset"
            label={t('clear')}
            icon={<X />}
            onClick={clear}
            className="absolute inset-y-0 end-0 size-11 rounded-md"
          />
        )}
      </div>
      {mode === 'submit' && (
        <button type="submit" className={buttonClasses({ variant: 'primary', size: 'md', className: 'min-h-11' })}>
          {t('submit')}
        </button>
      )}
    </form>
  );
}
