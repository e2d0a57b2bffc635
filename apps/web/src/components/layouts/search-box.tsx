import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../ui/cn';
import { controlClasses } from '../ui/control-classes';
import { IconButton } from '../ui/icon-button';

/** The navbar search: submitting opens the movie search with the query. */
export function SearchBox({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const inputId = `search-${useId()}`;
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    const target = paths.moviesSearch.href();
    void navigate(trimmed ? `${target}?${new URLSearchParams({ query: trimmed }).toString()}` : target);
    onSearch?.();
  };

  return (
    <form role="search" aria-label={t('search.landmark')} onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('search.placeholder')}
        className={cn(controlClasses, 'min-h-10 rounded-full bg-surface-2 pe-11 ps-4')}
      />
      <IconButton
        type="submit"
        variant="inset"
        label={t('search.submit')}
        icon={<Search />}
        className="absolute inset-y-0 end-0 size-10 rounded-full"
      />
    </form>
  );
}
