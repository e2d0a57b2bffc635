import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { CatalogSearchBox } from './search-box';
import { SearchPage } from './search-page';

interface CatalogSearchPageProps {
  /** The page's keys in the search namespace: its title, the box's label and placeholder. */
  copy: 'movies' | 'shows' | 'videos' | 'podcasts';
  mode: 'typing' | 'submit';
  /** What the address holds. */
  value: string;
  onSearch: (text: string) => void;
  /** How many were found, announced once the results are in. */
  found: number | undefined;
  children: ReactNode;
}

/** One catalogue search page: titled from its copy, with the search box and the count announced. */
export function CatalogSearchPage({ copy, mode, value, onSearch, found, children }: CatalogSearchPageProps) {
  const { t } = useTranslation('search');
  const title = t(`${copy}.title`);
  useDocumentTitle(title);
  return (
    <SearchPage
      title={title}
      box={
        <CatalogSearchBox
          mode={mode}
          label={t(`${copy}.label`)}
          placeholder={t(`${copy}.placeholder`)}
          value={value}
          onSearch={onSearch}
        />
      }
      announcement={found === undefined ? undefined : t('found', { count: found })}
    >
      {children}
    </SearchPage>
  );
}
