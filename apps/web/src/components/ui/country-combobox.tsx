import { pickLang } from '@pepites/contracts';
import { ChevronDown, X } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, countryOptions, filterCountries } from '../../lib/countries';
import { cn, focusRing } from './cn';
import { controlClasses } from './control-classes';
import { CountryFlag } from './country-flag';
import { useFieldControl } from './field';

export interface CountryComboboxProps {
  /** ISO 3166-1 alpha-2 code, or null for none. */
  value: string | null;
  onChange: (code: string | null) => void;
  id?: string;
  /** The countries offered (every country by default), e.g. those a catalogue knows. */
  codes?: readonly string[];
  /** False where a country is always needed: no clear button. */
  clearable?: boolean;
  /** The name, when no Field labels the control. */
  'aria-label'?: string;
  className?: string;
}

/**
 * A searchable country picker (ARIA 1.2 combobox with a list box): type to filter, arrows to move,
 * Enter to choose, Escape to close. The typed text never becomes the value; only a chosen country does.
 * Flags are drawn images: Windows and some Linux fonts show regional-indicator letters as empty boxes.
 */
export function CountryCombobox({
  value,
  onChange,
  id,
  codes,
  clearable = true,
  'aria-label': ariaLabel,
  className,
}: CountryComboboxProps) {
  const { t, i18n } = useTranslation('common');
  const lang = pickLang(i18n.language);
  const control = useFieldControl({ id });
  const listId = `country-list-${useId()}`;
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const options = useMemo(() => countryOptions(lang, codes), [lang, codes]);
  const matches = useMemo(() => filterCountries(options, query ?? ''), [options, query]);
  const selectedName = value ? countryName(value, lang) : '';
  const activeOption = open ? matches[active] : undefined;

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(index, matches.length - 1));
    setActive(next);
    listRef.current?.children[next]?.scrollIntoView?.({ block: 'nearest' });
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (code: string) => {
    onChange(code);
    close();
  };
  const openList = () => {
    setOpen(true);
    setActive(Math.max(0, value ? matches.findIndex((option) => option.code === value) : 0));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      moveTo(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (activeOption) choose(activeOption.code);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const showClear = clearable && value;
  return (
    <div className={cn('relative', className)}>
      {value && <CountryFlag code={value} className="pointer-events-none absolute inset-y-0 start-3 my-auto" />}
      <input
        {...control}
        type="text"
        role="combobox"
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listId}-${activeOption.code}` : undefined}
        autoComplete="off"
        placeholder={t('country.placeholder')}
        value={query ?? selectedName}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onClick={openList}
        onKeyDown={onKeyDown}
        onBlur={close}
        className={cn(controlClasses, 'min-h-11', value && 'ps-12', showClear ? 'pe-20' : 'pe-10')}
      />
      <div className="absolute inset-y-0 end-0.5 flex items-center">
        {showClear && (
          <button
            type="button"
            aria-label={t('country.clear')}
            title={t('country.clear')}
            onClick={() => onChange(null)}
            className={cn('flex size-10 items-center justify-center rounded-md text-fg-muted hover:text-fg', focusRing)}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
        <ChevronDown aria-hidden="true" className="me-3 size-4 text-fg-muted" />
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t('country.list')}
        hidden={!open || matches.length === 0}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
      >
        {matches.map((option, index) => (
          <li
            key={option.code}
            id={`${listId}-${option.code}`}
            role="option"
            aria-selected={option.code === value}
            // Choosing on mouse down keeps the input focused, so blur does not close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option.code);
            }}
            onMouseMove={() => index !== active && setActive(index)}
            className={cn(
              'flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-3 text-sm text-fg',
              index === active && 'bg-surface-2',
              option.code === value && 'font-semibold',
            )}
          >
            {open && <CountryFlag code={option.code} />}
            <span>{option.name}</span>
          </li>
        ))}
      </ul>
      {open && matches.length === 0 && (
        <p
          role="status"
          className="absolute z-30 mt-1 w-full rounded-lg border border-border bg-surface px-3 py-2 text-sm text-fg-muted shadow-lg"
        >
          {t('country.noResults', { query })}
        </p>
      )}
    </div>
  );
}
