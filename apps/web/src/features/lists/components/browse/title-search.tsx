import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../../components/ui/control-classes';
import { cn } from '../../../../components/ui/cn';
import { IconButton } from '../../../../components/ui/icon-button';
import { useAddressSearch } from '../../../../hooks/use-address-search';

interface TitleSearchProps {
  /** The title in the address. */
  value: string;
  /** Called once typing has paused. */
  onSearch: (title: string) => void;
}

/** The title search box: what is typed goes to the address 300 ms after the last key. */
export function TitleSearch({ value, onSearch }: TitleSearchProps) {
  const { t } = useTranslation('lists');
  const { text, change, clear } = useAddressSearch(value, onSearch);

  return (
    <div role="search" aria-label={t('browse.search')} className="relative min-w-0 flex-1 basis-full sm:basis-64">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
      />
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
        <IconButton
          variant="inset"
          label={t('browse.clearSearch')}
          icon={<X />}
          onClick={clear}
          className="absolute end-1 top-1/2 size-9 -translate-y-1/2 rounded-md"
        />
      )}
    </div>
  );
}
