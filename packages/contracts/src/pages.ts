import type { Lang } from './lang.js';

/**
 * What the server and the web app agree on to render pages on the server (decision 018). Kept
 * free of zod: the browser reads the language cookie and the page state on its first load.
 */

/** The chosen language, so that the server renders the next page in it (a year, first-party). */
export const LANG_COOKIE = 'pepites_lang';

/** The id of the `<script type="application/json">` holding what the page was rendered with. */
export const PAGE_STATE_ELEMENT_ID = 'pepites-state';

/** What the rendered page's API calls get back: the part of `Response` the web app's client reads. */
export interface ApiTransportResponse {
  readonly status: number;
  readonly ok: boolean;
  json(): Promise<unknown>;
}

/** How a page rendered on the server calls our API: in the same process, as its visitor. */
export type ApiTransport = (
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<ApiTransportResponse>;

export interface PageRenderRequest {
  /** The page's absolute address (origin of the public URL, path and query as asked). */
  url: string;
  lang: Lang;
  /** A member's session came with the request (pages for visitors only are then left to the browser). */
  signedIn: boolean;
  fetchApi: ApiTransport;
}

export type PageRenderResult =
  /** This address is rendered in the browser only (a member's private screen). */
  | { kind: 'client' }
  | {
      kind: 'page';
      /** 200, or 404 when the page shown is the not-found page. */
      status: number;
      /** The document title the page asked for. */
      title: string;
      /** The markup of `#root`. */
      html: string;
      /** JSON for the page state element, already safe inside `<script>`. */
      state: string;
    };

export interface PageRenderer {
  /** Loads every namespace of both languages, once, before the first render. */
  prepare(): Promise<void>;
  render(request: PageRenderRequest): Promise<PageRenderResult>;
}
