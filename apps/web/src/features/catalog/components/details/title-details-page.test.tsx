import type { Lang, MovieDetails, ShowDetails, TitleProviders } from '@pepites/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../testing/render-route';
import { CatalogSlotsProvider, type CatalogSlots } from '../catalog-slots';
import { TitleDetailsPage } from './title-details-page';

const movie: MovieDetails = {
  id: 550,
  title: 'Fight Club',
  original_title: 'Fight Club',
  release_date: '1999-10-15',
  original_language: 'en',
  genre_ids: [18],
  poster_path: '/api/catalog/images/poster/movie/550.svg',
  backdrop_path: null,
  overview: 'An insomniac office worker meets a soap salesman.',
  runtime: 139,
  genres: [{ id: 18, name: 'Drama' }],
  production_companies: [{ id: 1, name: 'Fox 2000 Pictures' }],
  production_countries: [{ iso_3166_1: 'US', name: 'United States of America' }],
  directors: ['David Fincher'],
  imdb_id: 'tt0137523',
  cast: [
    { id: 819, name: 'Edward Norton', known_for_department: 'Acting', character: 'The Narrator', profile_path: null },
    { id: 287, name: 'Brad Pitt', known_for_department: 'Acting', character: 'Tyler Durden', profile_path: null },
  ],
  similar: [
    {
      id: 807,
      title: 'Se7en',
      original_title: 'Se7en',
      release_date: '1995-09-22',
      original_language: 'en',
      genre_ids: [],
      poster_path: null,
      backdrop_path: null,
    },
  ],
  source: 'offline',
};

const show: ShowDetails = {
  id: 1396,
  name: 'Breaking Bad',
  original_name: 'Breaking Bad',
  first_air_date: '2008-01-20',
  original_language: 'en',
  genre_ids: [18],
  poster_path: null,
  backdrop_path: null,
  overview: 'A chemistry teacher turns to crime.',
  episode_run_time: [45, 47],
  number_of_episodes: 62,
  number_of_seasons: 5,
  status: 'Ended',
  genres: [{ id: 18, name: 'Drame' }],
  networks: ['AMC'],
  creators: ['Vince Gilligan'],
  cast: [],
  similar: [],
  source: 'offline',
};

const providersByRegion: Record<string, TitleProviders> = {
  US: {
    region: 'US',
    flatrate: [{ provider_id: 8, provider_name: 'Netflix', logo_path: null }],
    link: 'https://www.themoviedb.org/movie/550/watch?locale=US',
    illustrative: true,
  },
  FR: {
    region: 'FR',
    flatrate: [
      { provider_id: 381, provider_name: 'Canal+', logo_path: null },
      { provider_id: 337, provider_name: 'Disney Plus', logo_path: null },
    ],
    link: null,
    illustrative: true,
  },
  DE: { region: 'DE', flatrate: [], link: null, illustrative: true },
  JP: {
    region: 'JP',
    flatrate: [{ provider_id: 84, provider_name: 'U-NEXT', logo_path: null }],
    link: null,
    illustrative: true,
  },
};

let detailsAnswer: 'ok' | 'missing' | 'down' = 'ok';
let movieChanges: Partial<MovieDetails> = {};
let showChanges: Partial<ShowDetails> = {};
const server = setupServer(
  http.get('/api/catalog/movies/:id', () => {
    if (detailsAnswer === 'missing')
      return HttpResponse.json({ message: 'Title not found.', code: 'not_found' }, { status: 404 });
    if (detailsAnswer === 'down')
      return HttpResponse.json(
        { message: 'The movie database is not answering.', code: 'upstream_unavailable' },
        { status: 502 },
      );
    return HttpResponse.json({ ...movie, ...movieChanges });
  }),
  http.get('/api/catalog/shows/:id', () => HttpResponse.json({ ...show, ...showChanges })),
  http.get('/api/catalog/:kind/:id/providers', ({ request }) =>
    HttpResponse.json(providersByRegion[new URL(request.url).searchParams.get('region') ?? '']),
  ),
  http.get('/api/catalog/regions', () =>
    HttpResponse.json({
      results: [
        { iso_3166_1: 'US', english_name: 'United States of America', native_name: 'United States' },
        { iso_3166_1: 'FR', english_name: 'France', native_name: 'France' },
        { iso_3166_1: 'DE', english_name: 'Germany', native_name: 'Germany' },
        { iso_3166_1: 'JP', english_name: 'Japan', native_name: 'Japan' },
      ],
    }),
  ),
  http.get('/api/lists/getCountByProviderId/:id', () => HttpResponse.json({ count: 3 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  detailsAnswer = 'ok';
  movieChanges = {};
  showChanges = {};
});
afterAll(() => server.close());

/** The app layer's slots, reduced to plain buttons: what matters here is whether the page shows them. */
const slots = (signedIn: boolean, myServices: CatalogSlots['myServices'] = null): CatalogSlots => ({
  addToLists: (item) => <button type="button">{`Add ${item.title} to a list`}</button>,
  typeIcon: () => null,
  signedIn,
  myServices,
  titleAlert: (type, id) => <button type="button">{`Alert ${type} ${id}`}</button>,
});

interface RenderOptions {
  lang?: Lang;
  signedIn?: boolean;
  myServices?: CatalogSlots['myServices'];
}

function renderTitle(kind: 'movie' | 'tv', { lang = 'en', signedIn = true, myServices = null }: RenderOptions = {}) {
  const id = kind === 'movie' ? movie.id : show.id;
  return renderRoute(
    <CatalogSlotsProvider slots={slots(signedIn, myServices)}>
      <TitleDetailsPage kind={kind} id={id} notFound={<h1>Page not found</h1>} />
    </CatalogSlotsProvider>,
    { path: '/details/:id', url: `/details/${id}`, lang },
  );
}

describe('TitleDetailsPage, a movie', () => {
  it('shows the title, its informations, the add button and the lists count', async () => {
    await renderTitle('movie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fight Club (1999)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Fight Club to a list' })).toBeInTheDocument();
    const facts = screen.getByRole('tabpanel', { name: 'Informations' });
    expect(within(facts).getByText('October 15, 1999')).toBeInTheDocument();
    expect(within(facts).getByText('2 h 19 min')).toBeInTheDocument();
    expect(within(facts).getByText('Fox 2000 Pictures')).toBeInTheDocument();
    expect(within(facts).getByText('United States of America')).toBeInTheDocument();
    expect(await within(facts).findByText('In 3 lists')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se7en' })).toHaveAttribute('href', '/movieDetails/807');
    await waitFor(() => expect(document.title).toBe('Fight Club · Pépites'));
  });

  it('shows its director, countries and a link to IMDb', async () => {
    movieChanges = { production_countries: [...movie.production_countries, { iso_3166_1: 'DE', name: 'Germany' }] };
    await renderTitle('movie');
    const facts = within(await screen.findByRole('tabpanel', { name: 'Informations' }));
    expect(facts.getByText('Directed by').nextElementSibling).toHaveTextContent('David Fincher');
    expect(facts.getByText('Countries').nextElementSibling).toHaveTextContent('United States of America, Germany');
    const imdb = facts.getByRole('link', { name: /See it on IMDb/ });
    expect(imdb).toHaveAttribute('href', 'https://www.imdb.com/title/tt0137523/');
    expect(imdb).toHaveAttribute('target', '_blank');
  });

  it('leaves out the rows the database knows nothing of, without a dash', async () => {
    movieChanges = {
      runtime: null,
      production_companies: [],
      production_countries: [],
      directors: [],
      imdb_id: null,
      release_date: '',
    };
    await renderTitle('movie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fight Club' })).toBeInTheDocument();
    const facts = within(screen.getByRole('tabpanel', { name: 'Informations' }));
    for (const label of [
      'Release date',
      'Runtime',
      'Production companies',
      'Country',
      'Countries',
      'Directed by',
      'IMDb',
    ])
      expect(facts.queryByText(label)).not.toBeInTheDocument();
    expect(facts.getByText('Original title')).toBeInTheDocument();
    expect(facts.queryByText('—')).not.toBeInTheDocument();
    expect(facts.queryByText(/null/)).not.toBeInTheDocument();
  });

  it('writes the release date day first in French', async () => {
    await renderTitle('movie', { lang: 'fr' });
    expect(await screen.findByText('15 octobre 1999')).toBeInTheDocument();
  });

  it('switches to the Cast tab with the keyboard', async () => {
    const { user } = await renderTitle('movie');
    const info = await screen.findByRole('tab', { name: 'Informations' });
    await user.click(info);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cast' })).toHaveAttribute('aria-selected', 'true');
    const cast = screen.getByRole('tabpanel', { name: 'Cast' });
    expect(within(cast).getByText('Edward Norton')).toBeInTheDocument();
    expect(within(cast).getByText('Tyler Durden')).toBeInTheDocument();
    expect(within(cast).queryByText('Acting')).not.toBeInTheDocument();
  });

  it('names every cast member without a photo beside the initial, with or without a character', async () => {
    movieChanges = {
      cast: [
        { id: null, name: 'Meat Loaf', known_for_department: null, character: null, profile_path: null },
        { id: null, name: 'Jared Leto', known_for_department: null, character: 'Angel Face', profile_path: null },
      ],
    };
    const { user } = await renderTitle('movie');
    await user.click(await screen.findByRole('tab', { name: 'Cast' }));
    const members = within(screen.getByRole('tabpanel', { name: 'Cast' })).getAllByRole('listitem');
    expect(members.map((member) => member.textContent)).toEqual(['MMeat Loaf', 'JJared LetoAngel Face']);
  });

  it("shows the default country's services, another country's once chosen, and the illustrative note", async () => {
    const { user } = await renderTitle('movie');
    const services = await screen.findByRole('list', { name: 'Streaming services' });
    expect(within(services).getByText('Netflix')).toBeInTheDocument();
    expect(screen.getByText('Demo data: availability is illustrative.')).toBeInTheDocument();
    expect(screen.getByText(/^Streaming data: JustWatch/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /More on TMDB/ })).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: /France/ }));
    expect(
      await within(screen.getByRole('list', { name: 'Streaming services' })).findByText('Canal+'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Netflix')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /More on TMDB/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: /Germany/ }));
    expect(await screen.findByText('No streaming service offers this title in this country.')).toBeInTheDocument();
  });

  it("opens on a member's country with their services first, and offers the alert of an arrival", async () => {
    await renderTitle('movie', { myServices: { region: 'FR', providerIds: [337], href: '/userProfile#services' } });
    const services = await screen.findByRole('list', { name: 'Streaming services' });
    const rows = within(services).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Disney PlusYour service', 'Canal+']);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('France');
    expect(screen.getByRole('button', { name: 'Alert movie 550' })).toBeInTheDocument();
  });

  it("says when none of a member's services offers it in their country", async () => {
    await renderTitle('movie', { myServices: { region: 'US', providerIds: [337], href: '/userProfile#services' } });
    expect(await screen.findByText('None of your services offers it in this country.')).toBeInTheDocument();
  });

  it('picks the country in a searchable list with drawn flags: "Jap" leaves Japan, Enter shows its services', async () => {
    const { user } = await renderTitle('movie');
    await screen.findByRole('list', { name: 'Streaming services' });
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('United States');
    await user.clear(country);
    await user.type(country, 'Jap');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Japan']);
    // An image, not regional-indicator letters (empty boxes on Linux and Windows).
    await waitFor(
      () =>
        expect(options[0]?.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/)),
      { timeout: 5000 },
    );
    await user.keyboard('{Enter}');
    expect(
      await within(screen.getByRole('list', { name: 'Streaming services' })).findByText('U-NEXT'),
    ).toBeInTheDocument();
    expect(country).toHaveValue('Japan');
  });

  it('renders the not-found page for an unknown movie', async () => {
    detailsAnswer = 'missing';
    await renderTitle('movie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it("shows the server's message when the movie database is down, and retries", async () => {
    detailsAnswer = 'down';
    const { user } = await renderTitle('movie');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The movie database is not answering.')).toBeInTheDocument();
    detailsAnswer = 'ok';
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fight Club (1999)' })).toBeInTheDocument();
  });
});

describe('TitleDetailsPage, a show', () => {
  it('shows its informations in French, its status translated and the services of France', async () => {
    await renderTitle('tv', { lang: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Breaking Bad (2008)' })).toBeInTheDocument();
    const facts = screen.getByRole('tabpanel', { name: 'Informations' });
    expect(within(facts).getByText('20 janvier 2008')).toBeInTheDocument();
    expect(within(facts).getByText('45 minutes')).toBeInTheDocument();
    expect(within(facts).getByText('62')).toBeInTheDocument();
    expect(within(facts).getByText('Terminée')).toBeInTheDocument();
    expect(within(facts).getByText('Création').nextElementSibling).toHaveTextContent('Vince Gilligan');
    expect(within(facts).getByText('Chaîne').nextElementSibling).toHaveTextContent('AMC');
    expect(
      within(await screen.findByRole('list', { name: 'Services de streaming' })).getByText('Canal+'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Données de diffusion : JustWatch/)).toBeInTheDocument();
  });

  it('leaves out the episode runtime, episodes, seasons, status, networks and creators it does not know', async () => {
    showChanges = {
      episode_run_time: [],
      number_of_episodes: null,
      number_of_seasons: null,
      status: null,
      networks: [],
      creators: [],
    };
    await renderTitle('tv');
    const facts = within(await screen.findByRole('tabpanel', { name: 'Informations' }));
    expect(facts.getByText('First aired')).toBeInTheDocument();
    for (const label of ['Episode runtime', 'Episodes', 'Seasons', 'Status', 'Network', 'Networks', 'Created by'])
      expect(facts.queryByText(label)).not.toBeInTheDocument();
    expect(facts.queryByText('—')).not.toBeInTheDocument();
  });

  it('offers the add button and the alert to members only', async () => {
    await renderTitle('tv', { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Breaking Bad (2008)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to a list/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Alert/ })).not.toBeInTheDocument();
  });

  it('says when no cast is known', async () => {
    const { user } = await renderTitle('tv');
    await user.click(await screen.findByRole('tab', { name: 'Cast' }));
    expect(screen.getByText('No cast is known for this title.')).toBeInTheDocument();
  });
});
