import { ADMIN_DEFAULT_VIEW, ADMIN_VIEWS, type AdminView } from '@pepites/contracts';

export interface AdminParams {
  view: AdminView;
  page: number;
  q: string;
}

/** Which table (1 users, 2 lists, 3 likes, 4 badges; 2 by default), its page and its search, from the address. */
export function parseAdminParams(params: URLSearchParams): AdminParams {
  const view = Number(params.get('view'));
  const page = Number(params.get('page'));
  return {
    view: (ADMIN_VIEWS as readonly number[]).includes(view) ? (view as AdminView) : ADMIN_DEFAULT_VIEW,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    q: (params.get('q') ?? '').slice(0, 100),
  };
}

/** The address of a view, page and search (defaults left out, so the plain address is the default view). */
export function adminSearch({ view, page, q }: AdminParams): string {
  const params = new URLSearchParams();
  if (view !== ADMIN_DEFAULT_VIEW) params.set('view', String(view));
  if (page > 1) params.set('page', String(page));
  if (q) params.set('q', q);
  const text = params.toString();
  return text ? `?${text}` : '';
}
