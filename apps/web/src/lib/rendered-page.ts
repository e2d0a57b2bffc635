import { createContext, useContext } from 'react';

/**
 * What a page tells the server while it is rendered there: its document title and whether it is
 * the not-found page (status 404). In the browser there is no such page and these do nothing.
 */
export interface RenderedPage {
  setTitle(title: string): void;
  markNotFound(): void;
}

export interface RenderedPageRecord {
  status: number;
  title: string | null;
}

/** The recorder the server provides per page, and what it recorded. */
export function recordRenderedPage(): { page: RenderedPage; record: RenderedPageRecord } {
  const record: RenderedPageRecord = { status: 200, title: null };
  return {
    record,
    page: {
      setTitle: (title) => {
        record.title = title;
      },
      markNotFound: () => {
        record.status = 404;
      },
    },
  };
}

export const RenderedPageContext = createContext<RenderedPage | null>(null);

export function useRenderedPage(): RenderedPage | null {
  return useContext(RenderedPageContext);
}
