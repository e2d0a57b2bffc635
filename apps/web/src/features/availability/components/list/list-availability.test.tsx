import type { ListAvailabilityResponse } from '@pepites/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import {
  APPLE_TV,
  CANAL,
  makeItemAvailability,
  makeListAvailability,
  NETFLIX,
} from '../../../../testing/availability-factories';
import { renderRoute } from '../../../../testing/render-route';
import { setupTestServer } from '../../../../testing/test-server';
import { ListAvailability } from './list-availability';

const items = [
  { id: 1, title: 'The Godfather' },
  { id: 2, title: 'The Matrix' },
  { id: 3, title: 'Breaking Bad' },
  { id: 4, title: 'A video' },
];
const included = makeListAvailability({
  items: [
    makeItemAvailability({ item_id: 1, provider_id: '238', runtime: 175 }),
    makeItemAvailability({ item_id: 2, provider_id: '603', runtime: 136, on_my_services: [NETFLIX] }),
    makeItemAvailability({ item_id: 3, type: 'show', provider_id: '1396', runtime: 47, on_my_services: [CANAL] }),
  ],
});
/** The same with rent and buy, asked only with `rent_buy=true`. */
const withRentBuy = makeListAvailability({
  items: included.items.map((item) => ({ ...item, rent: [APPLE_TV], buy: item.item_id === 1 ? [APPLE_TV] : [] })),
});

const server = setupTestServer();
const asked: string[] = [];
function answer(plain: ListAvailabilityResponse, rentBuy: ListAvailabilityResponse = plain) {
  asked.length = 0;
  server.use(
    http.get('/api/list/12/availability', ({ request }) => {
      const query = new URL(request.url).searchParams.get('rent_buy') ?? '';
      asked.push(query);
      return HttpResponse.json(query === 'true' ? rentBuy : plain);
    }),
  );
}

function renderList(lang: 'fr' | 'en' = 'fr', url = '/listDetails/12') {
  return renderRoute(
    <ListAvailability
      listId={12}
      items={items}
      renderItems={(shown, markOf) => (
        <ul aria-label="items">
          {shown.map((item) => (
            <li key={item.id}>
              <span>{item.title}</span>
              {markOf(item)}
            </li>
          ))}
        </ul>
      )}
    />,
    { path: '/listDetails/:id', url, lang },
  );
}

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'items' }))
    .getAllByRole('listitem')
    .map((row) => row.firstChild?.textContent);
const row = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

it("marks what the member's services include, counts it and credits JustWatch", async () => {
  answer(included);
  await renderList();
  expect(await screen.findByText('2 films et séries sur 3 sont sur vos services en France.')).toBeInTheDocument();
  expect(within(row('The Matrix')).getByText('Sur Netflix')).toBeInTheDocument();
  expect(within(row('Breaking Bad')).getByText('Sur Canal+')).toBeInTheDocument();
  expect(within(row('The Godfather')).queryByText(/^Sur /)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /JustWatch/ })).toHaveAttribute('href', 'https://www.justwatch.com/');
  expect(screen.queryByText(/Données de démonstration/)).not.toBeInTheDocument();
});

it('filters to what can be watched now and sorts by runtime, keeping both in the address', async () => {
  answer(included);
  const { user, router } = await renderList();
  await screen.findByText('Sur Netflix');
  expect(shownTitles()).toEqual(['The Godfather', 'The Matrix', 'Breaking Bad', 'A video']);

  await user.click(screen.getByRole('switch', { name: 'Seulement ce que je peux regarder maintenant' }));
  await waitFor(() => expect(shownTitles()).toEqual(['The Matrix', 'Breaking Bad']));
  expect(router.state.location.search).toBe('?watch=now');

  await user.click(screen.getByRole('combobox', { name: 'Ordre' }));
  await user.click(await screen.findByRole('option', { name: "Les plus courts d'abord" }));
  await waitFor(() => expect(shownTitles()).toEqual(['Breaking Bad', 'The Matrix']));
  expect(router.state.location.search).toBe('?watch=now&sort=shortest');
});

it('shows rent and buy only on request, apart from what is included, which the filter still keeps alone', async () => {
  answer(included, withRentBuy);
  const { user } = await renderList('en', '/listDetails/12?watch=now');
  expect(await screen.findByText('On Netflix')).toBeInTheDocument();
  expect(screen.queryByText(/To rent/)).not.toBeInTheDocument();
  expect(asked).toEqual(['false']);

  await user.click(screen.getByRole('switch', { name: 'Also show rent or buy' }));
  expect(await within(row('The Matrix')).findByText('To rent: Apple TV')).toBeInTheDocument();
  expect(within(row('The Matrix')).getByText('On Netflix')).toBeInTheDocument();
  expect(asked).toEqual(['false', 'true']);
  // The Godfather can be rented and bought, but no service includes it: still filtered out.
  expect(shownTitles()).toEqual(['The Matrix', 'Breaking Bad']);
});

it('says when nothing is on the services, and shows everything again in one click', async () => {
  answer(makeListAvailability({ items: included.items.map((item) => ({ ...item, on_my_services: [] })) }));
  const { user } = await renderList('en', '/listDetails/12?watch=now');
  expect(await screen.findByText('Nothing in this list is on your services now')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show every title' }));
  await waitFor(() => expect(shownTitles()).toHaveLength(4));
});

it('asks a member without services to choose them, the filter off', async () => {
  answer(makeListAvailability({ services_saved: false, items: [makeItemAvailability({ item_id: 1 })] }));
  await renderList('en');
  expect(
    await screen.findByText(/Choose your streaming services to see which of these titles you can watch/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose my services' })).toHaveAttribute('href', '/userProfile#services');
  expect(screen.getByRole('switch', { name: 'Only what I can watch now' })).toBeDisabled();
});

it('says the data is illustrative offline, and what is still being checked', async () => {
  answer(makeListAvailability({ items: included.items, illustrative: true, pending: 2 }));
  await renderList('en');
  expect(await screen.findByText('Demo data: availability is illustrative.')).toBeInTheDocument();
  expect(screen.getByText('Still checking 2 titles…')).toBeInTheDocument();
});

it('shows the items unmarked with a retry when the check fails', async () => {
  let calls = 0;
  server.use(
    http.get('/api/list/12/availability', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ message: 'Service indisponible.', code: 'upstream_unavailable' }, { status: 502 })
        : HttpResponse.json(included);
    }),
  );
  const { user } = await renderList();
  expect(
    await screen.findByText("Les services qui diffusent ces titres n'ont pas pu être vérifiés."),
  ).toBeInTheDocument();
  expect(shownTitles()).toHaveLength(4);
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Sur Netflix')).toBeInTheDocument();
});
