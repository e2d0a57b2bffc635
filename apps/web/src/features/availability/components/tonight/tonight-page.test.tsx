import type { TonightResponse } from '@pepites/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { CANAL, makeTonight, makeTonightTitle } from '../../../../testing/availability-factories';
import { renderRoute } from '../../../../testing/render-route';
import { setupTestServer } from '../../../../testing/test-server';
import { TonightPage } from './tonight-page';

const matrix = makeTonightTitle();
const chernobyl = makeTonightTitle({
  item_id: 9,
  type: 'show',
  provider_id: '87108',
  title: 'Chernobyl',
  year: 2019,
  runtime: 60,
  genre_ids: [18],
  providers: [CANAL],
  lists: [
    { id: 12, title: 'Soirées' },
    { id: 13, title: 'Séries courtes' },
  ],
});

const server = setupTestServer(
  http.get('/api/catalog/genres/:kind', ({ params }) =>
    HttpResponse.json({
      genres:
        params.kind === 'movie'
          ? [
              { id: 28, name: 'Action' },
              { id: 18, name: 'Drame' },
            ]
          : [
              { id: 18, name: 'Drame' },
              { id: 10765, name: 'Science-Fiction & Fantastique' },
            ],
    }),
  ),
);
const queries: string[] = [];
function answer(tonight: TonightResponse | ((query: URLSearchParams) => TonightResponse)) {
  queries.length = 0;
  server.use(
    http.get('/api/tonight', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query.toString());
      return HttpResponse.json(typeof tonight === 'function' ? tonight(query) : tonight);
    }),
  );
}

const renderTonight = (lang: 'fr' | 'en' = 'fr', url = '/tonight') =>
  renderRoute(<TonightPage userId={5} />, { path: '/tonight', url, lang });

it('shows each title with where it streams, its lists and facts, credits JustWatch, and says how many', async () => {
  answer(makeTonight({ results: [matrix, chernobyl] }));
  await renderTonight();
  expect(await screen.findByRole('heading', { name: '2 titres à regarder ce soir' })).toBeInTheDocument();
  const card = screen.getByRole('link', { name: 'Chernobyl' }).closest('li') as HTMLElement;
  expect(screen.getByRole('link', { name: 'Chernobyl' })).toHaveAttribute('href', '/tvDetails/87108');
  expect(screen.getByRole('link', { name: 'The Matrix' })).toHaveAttribute('href', '/movieDetails/603');
  expect(within(card).getByText('2019 · 1 h · Série')).toBeInTheDocument();
  expect(within(within(card).getByRole('list', { name: 'Sur vos services' })).getByText('Canal+')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Séries courtes' })).toHaveAttribute('href', '/listDetails/13');
  expect(screen.getByRole('link', { name: /JustWatch/ })).toBeInTheDocument();
});

it('marks a title seen in one click: it leaves the page at once, and the app is told', async () => {
  answer(makeTonight({ results: [matrix, chernobyl] }));
  const seen: string[] = [];
  server.use(
    http.put('/api/content/:contentId/seen/:userId', ({ params }) => {
      seen.push(`${params.contentId}/${params.userId}`);
      answer(makeTonight({ results: [chernobyl] }));
      return HttpResponse.json({ seen: true, message: 'ok' });
    }),
  );
  let told = 0;
  const { user } = await renderRoute(<TonightPage userId={5} onSeen={() => (told += 1)} />, {
    path: '/tonight',
    url: '/tonight',
    lang: 'en',
  });
  await user.click(await screen.findByRole('button', { name: 'Mark “The Matrix” as seen' }));
  expect(screen.queryByRole('link', { name: 'The Matrix' })).not.toBeInTheDocument();
  expect(await screen.findByText('“The Matrix” is marked as seen.')).toBeInTheDocument();
  expect(seen).toEqual(['7/5']);
  expect(told).toBe(1);
  expect(await screen.findByRole('heading', { name: '1 title to watch tonight' })).toBeInTheDocument();
});

it('filters by type, genre, runtime and liked lists through the address, back to the first page', async () => {
  answer(makeTonight({ results: [matrix] }));
  const { user, router } = await renderTonight('en', '/tonight?page=2');
  await screen.findByRole('link', { name: 'The Matrix' });
  expect(queries.at(-1)).toBe('page=2&limit=24&liked=false');

  await user.click(screen.getByRole('radio', { name: 'TV shows' }));
  await waitFor(() => expect(router.state.location.search).toBe('?type=show'));
  await user.click(screen.getByRole('combobox', { name: 'Genre' }));
  // Shows' genres only.
  expect(screen.queryByRole('option', { name: 'Action' })).not.toBeInTheDocument();
  await user.click(await screen.findByRole('option', { name: 'Drame' }));
  await user.click(screen.getByRole('combobox', { name: 'Runtime' }));
  await user.click(await screen.findByRole('option', { name: 'Up to 60 minutes' }));
  await user.click(screen.getByRole('switch', { name: 'Include the lists I liked' }));
  await waitFor(() => expect(router.state.location.search).toBe('?type=show&genre=18&max=60&liked=1'));
  await waitFor(() => expect(queries.at(-1)).toBe('page=1&limit=24&type=show&genre=18&max_runtime=60&liked=true'));
});

it('asks a member without services to choose them', async () => {
  answer(makeTonight({ results: [], total: 0, services_saved: false }));
  await renderTonight('en');
  expect(await screen.findByText('Choose your streaming services first')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose my services' })).toHaveAttribute('href', '/userProfile#services');
});

it('asks for titles when the lists hold nothing unseen, with ways to find some', async () => {
  answer(makeTonight({ results: [], total: 0, candidates: 0 }));
  const { user, router } = await renderTonight();
  expect(await screen.findByText('Aucun film ni aucune série à voir dans vos listes')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Trouver des films' })).toHaveAttribute('href', '/moviesSearch');
  expect(screen.getByRole('link', { name: 'Trouver des séries' })).toHaveAttribute('href', '/showsSearch');
  await user.click(screen.getByRole('button', { name: "Inclure les listes que j'ai aimées" }));
  await waitFor(() => expect(router.state.location.search).toBe('?liked=1'));
});

it('says when nothing streams on the services, offering to loosen the filters', async () => {
  answer(makeTonight({ results: [], total: 0, candidates: 5 }));
  const { user, router } = await renderTonight('en', '/tonight?max=30&liked=1');
  expect(await screen.findByText('Nothing of yours streams on your services right now')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Include the lists I liked' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
  await waitFor(() => expect(router.state.location.search).toBe('?liked=1'));
});

it('says what is still being checked, how many runtimes are unknown, and that offline data is a demo', async () => {
  answer(makeTonight({ results: [matrix], pending: 3, runtime_unknown: 1, illustrative: true }));
  await renderTonight('en', '/tonight?max=90');
  expect(
    await screen.findByText('Still checking where 3 titles stream: the page updates by itself.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Runtime unknown for 1 title: it is included.')).toBeInTheDocument();
  expect(screen.getByText('Demo data: availability is illustrative.')).toBeInTheDocument();
});

it('offers a retry when Tonight cannot be loaded', async () => {
  let calls = 0;
  server.use(
    http.get('/api/tonight', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ message: 'Le catalogue ne répond pas.', code: 'upstream_unavailable' }, { status: 502 })
        : HttpResponse.json(makeTonight());
    }),
  );
  const { user } = await renderTonight();
  expect(await screen.findByText("Ce soir n'a pas pu être chargé.")).toBeInTheDocument();
  expect(screen.getByText('Le catalogue ne répond pas.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { name: 'The Matrix' })).toBeInTheDocument();
});
