import type { TableQuery } from '../api/keys';

/** What the dashboard gives each table: its page and search, and how to change them. */
export interface TableProps {
  query: TableQuery;
  onSearch: (q: string) => void;
  hrefForPage: (page: number) => string;
}
