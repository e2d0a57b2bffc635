import { MOVIE_RUNTIME_OPTIONS, TV_RUNTIME_OPTIONS } from '@pepites/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

/**
 * The offline catalogue's facts from public datasets, its French titles and Binge Buddy's runtime
 * filter (docs/decisions/022-catalogue-facts-and-binge-buddy.md).
 */
describe('offline catalogue: facts, French titles, unknown runtimes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = async (url: string, lang: 'fr' | 'en' = 'fr') => {
    const response = await t.app.inject({ url, headers: { 'accept-language': lang } });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
  const titles = (page: { results: Array<{ title?: string; name?: string }> }) =>
    page.results.map((entry) => entry.title ?? entry.name);

  it("serves a movie's runtime, companies, countries (named in the language), directors, cast and IMDb id", async () => {
    const fr = await get('/api/catalog/movies/278');
    expect(fr).toMatchObject({
      runtime: 142,
      production_companies: [{ id: null, name: 'Castle Rock Entertainment' }],
      production_countries: [{ iso_3166_1: 'US', name: 'États-Unis' }],
      directors: ['Frank Darabont'],
      imdb_id: 'tt0111161',
    });
    expect(fr.cast[0]).toMatchObject({ name: 'Tim Robbins', character: 'Andy Dufresne' });
    const en = await get('/api/catalog/movies/278', 'en');
    expect(en.production_countries).toEqual([{ iso_3166_1: 'US', name: 'United States' }]);
    // A cast from a dataset without person ids: names only, no made-up id.
    const millionDollarBaby = await get('/api/catalog/movies/70', 'en');
    expect(millionDollarBaby.directors).toEqual(['Clint Eastwood']);
    expect(millionDollarBaby.cast[0]).toEqual({
      id: null,
      name: 'Clint Eastwood',
      character: null,
      known_for_department: null,
      profile_path: null,
    });
  });

  it('gives English-language films their English title, not the German release title of the ids file, and leaves the crude erotic titles out', async () => {
    expect((await get('/api/catalog/movies/1724', 'en')).title).toBe('The Incredible Hulk');
    expect((await get('/api/catalog/movies/228150', 'en')).title).toBe('Fury');
    expect((await get('/api/catalog/movies/9453', 'en')).title).toBe('Caligula');
    const leftOut = await t.app.inject({ url: '/api/catalog/movies/725405', headers: { 'accept-language': 'en' } });
    expect(leftOut.statusCode).toBe(404);
  });

  it('leaves unknown facts empty, never guessed', async () => {
    const soup = await get('/api/catalog/movies/9317');
    expect(soup).toMatchObject({
      runtime: null,
      production_companies: [],
      production_countries: [],
      directors: [],
      cast: [],
    });
  });

  it("serves a show's networks, creators, episode runtime, seasons, episodes and status", async () => {
    const show = await get('/api/catalog/shows/1396');
    expect(show).toMatchObject({
      networks: ['AMC'],
      creators: ['Vince Gilligan'],
      episode_run_time: [47],
      number_of_seasons: 5,
      number_of_episodes: 62,
      status: 'Ended',
    });
    expect(show.overview).not.toMatch(/version originale/);
  });

  it('gives French titles in French, English ones in English, a French film its own title', async () => {
    for (const [id, fr, en] of [
      [129, 'Le Voyage de Chihiro', 'Spirited Away'],
      [278, 'Les Évadés', 'The Shawshank Redemption'],
      [238, 'Le Parrain', 'The Godfather'],
      [9317, 'La Soupe aux choux', 'The Cabbage Soup'],
      // Our French release titles (catalog-data/titles-fr.json); France kept Pulp Fiction's.
      [12, 'Le Monde de Nemo', 'Finding Nemo'],
      [9806, 'Les Indestructibles', 'The Incredibles'],
      [1893, 'Star Wars, épisode I : La Menace fantôme', 'Star Wars: Episode I - The Phantom Menace'],
      [680, 'Pulp Fiction', 'Pulp Fiction'],
    ] as const) {
      expect((await get(`/api/catalog/movies/${id}`)).title).toBe(fr);
      expect((await get(`/api/catalog/movies/${id}`, 'en')).title).toBe(en);
    }
    expect((await get('/api/catalog/shows/89638')).name).toBe("Jeux d'influence");
    expect((await get('/api/catalog/shows/456')).name).toBe('Les Simpson');
    expect((await get('/api/catalog/shows/456', 'en')).name).toBe('The Simpsons');
    expect((await get('/api/catalog/shows/1396')).name).toBe('Breaking Bad');
    // Everywhere a title is listed: similar titles, sliders and Binge Buddy.
    const godfather2 = await get('/api/catalog/movies/240');
    expect(titles({ results: godfather2.similar })).toContain('Le Parrain');
    const dramas = await get('/api/catalog/discover/movie?genres=18&from=1994-01-01&to=1994-12-31');
    expect(titles(dramas)).toContain('Les Évadés');
    const upcoming = await get('/api/catalog/movies/upcoming', 'en');
    const upcomingFr = await get('/api/catalog/movies/upcoming');
    expect(upcomingFr.results.map((movie: { id: number }) => movie.id)).toEqual(
      upcoming.results.map((movie: { id: number }) => movie.id),
    );
  });

  it('finds a title by its French, English or original name, accents and case aside', async () => {
    for (const [query, lang, expected] of [
      ['les evades', 'fr', 'Les Évadés'],
      ['LES ÉVADÉS', 'en', 'The Shawshank Redemption'],
      ['shawshank', 'fr', 'Les Évadés'],
      ['chihiro', 'fr', 'Le Voyage de Chihiro'],
      ['chihiro', 'en', 'Spirited Away'],
      ['千と千尋', 'en', 'Spirited Away'],
      ['soupe aux choux', 'en', 'The Cabbage Soup'],
      ['le monde de nemo', 'fr', 'Le Monde de Nemo'],
      ['finding nemo', 'fr', 'Le Monde de Nemo'],
      ['le monde de nemo', 'en', 'Finding Nemo'],
      ['menace fantome', 'fr', 'Star Wars, épisode I : La Menace fantôme'],
      ['LES INDESTRUCTIBLES', 'en', 'The Incredibles'],
    ] as const) {
      const found = await get(`/api/catalog/movies/search?query=${encodeURIComponent(query)}`, lang);
      expect(titles(found), `${query} (${lang})`).toContain(expected);
    }
    // A title whose French name starts with the query comes first.
    expect(titles(await get('/api/catalog/movies/search?query=le%20parrain'))[0]).toBe('Le Parrain');
    expect(titles(await get('/api/catalog/shows/search?query=jeux%20d%27influence', 'en'))).toContain(
      'The Inside Game',
    );
    expect(titles(await get('/api/catalog/shows/search?query=mercredi'))).toContain('Mercredi');
    expect(titles(await get('/api/catalog/shows/search?query=wednesday'))).toContain('Mercredi');
    expect(titles(await get('/api/catalog/shows/search?query=la%20casa%20de%20papel', 'en'))).toContain('Money Heist');
  });

  it("answers every runtime choice of Binge Buddy's with results, movies and shows", async () => {
    for (const option of MOVIE_RUNTIME_OPTIONS) {
      const page = await get(
        `/api/catalog/discover/movie?providers=8|119&region=FR&language=en&genres=28&runtime_min=${option.start}&runtime_max=${option.end}`,
      );
      expect(page.total_results, option.key).toBeGreaterThan(0);
    }
    for (const option of TV_RUNTIME_OPTIONS) {
      const page = await get(
        `/api/catalog/discover/tv?providers=8&region=FR&runtime_min=${option.start}&runtime_max=${option.end}`,
      );
      expect(page.total_results, option.key).toBeGreaterThan(0);
    }
  });

  it('keeps titles of unknown runtime in a runtime filter and counts them', async () => {
    // The newcomer's walk: Netflix + Prime in France, English, Action, 1950-2026, under 2 hours.
    const walk =
      '/api/catalog/discover/movie?providers=8|119&region=FR&language=en&genres=28&from=1950-01-01&to=2026-12-31';
    const any = await get(walk);
    expect(any.runtime_unknown).toBeNull();
    const short = await get(`${walk}&runtime_min=0&runtime_max=120`);
    expect(short.total_results).toBeGreaterThan(0);
    expect(short.total_results).toBeLessThan(any.total_results);
    expect(short.runtime_unknown).toBeGreaterThan(0);
    expect(short.runtime_unknown).toBeLessThanOrEqual(short.total_results);
    for (const result of short.results) {
      const movie = await get(`/api/catalog/movies/${result.id}`);
      if (movie.runtime !== null) expect(movie.runtime).toBeLessThanOrEqual(120);
    }
    const shows = await get('/api/catalog/discover/tv?providers=8&region=FR');
    const quick = await get('/api/catalog/discover/tv?providers=8&region=FR&runtime_min=0&runtime_max=30');
    expect(shows.total_results).toBeGreaterThan(0);
    expect(quick.total_results).toBeGreaterThan(0);
    expect(quick.runtime_unknown).toBeGreaterThan(0);
    // A known runtime outside the range still leaves a title out: Breaking Bad runs 47 minutes.
    const known = await get(
      '/api/catalog/discover/tv?language=en&from=2008-01-01&to=2008-12-31&runtime_min=0&runtime_max=30',
    );
    expect(known.results.map((show: { id: number }) => show.id)).not.toContain(1396);
    const hour = await get(
      '/api/catalog/discover/tv?language=en&from=2008-01-01&to=2008-12-31&runtime_min=0&runtime_max=60',
    );
    expect(hour.results.map((show: { id: number }) => show.id)).toContain(1396);
  });
});
