import { PAGE_STATE_ELEMENT_ID, type Lang } from '@pepites/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiRequestError } from '../lib/api-client';

/**
 * What a page rendered on the server hands to the browser, in a JSON script element: the language
 * it was rendered in, its query cache (so nothing is fetched twice) and the router's loader data.
 */
export interface PageState {
  lang: Lang;
  queries: DehydratedState;
  router: HydrationState;
}

/** An API error as JSON: enough to rebuild the ApiRequestError the page was rendered with. */
interface SerializedApiError {
  apiError: { status: number; code: ApiRequestError['code']; message: string; fields?: Record<string, string> };
}

function isSerializedApiError(value: unknown): value is SerializedApiError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/** Rewrites the errors of failed queries (JSON keeps none of an Error's own fields but `status` and `code`). */
function mapQueryErrors(state: DehydratedState, map: (error: unknown) => unknown): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      if (query.state.error == null) return query;
      const error = map(query.state.error) as Error | null;
      return { ...query, state: { ...query.state, error, fetchFailureReason: error } };
    }),
  };
}

/** The JSON text of the page state, safe inside `<script>` (no `<` can close it). */
export function serializePageState(state: PageState): string {
  const queries = mapQueryErrors(state.queries, (error) =>
    error instanceof ApiRequestError
      ? ({
          apiError: { status: error.status, code: error.code, message: error.message, fields: error.fields },
        } satisfies SerializedApiError)
      : null,
  );
  return JSON.stringify({ ...state, queries }).replace(/</g, '\\u003c');
}

/** The state of a page rendered on the server, or null for the shell the browser renders itself. */
export function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as PageState;
    const queries = mapQueryErrors(state.queries, (error) =>
      isSerializedApiError(error)
        ? new ApiRequestError(error.apiError.status, error.apiError.code, error.apiError.message, error.apiError.fields)
        : error,
    );
    return { ...state, queries };
  } catch (error) {
    console.error('The page state could not be read; the page is rendered again in the browser', error);
    return null;
  }
}
