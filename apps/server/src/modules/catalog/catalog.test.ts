import { CATALOG_PAGE_SIZE, SIMILAR_TITLES_MAX, TOP_PODCASTS_COUNT, TRENDING_VIDEOS_COUNT } from '@pepites/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

/** The catalogue's routes over the offline catalogue (what every test and a newcomer use). */
describe('catalogue routes (offline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = (url: string, lang = 'fr') => t.app.inject({ url, headers: { 'accept-language': lang } });

  it('says which services answer', async () => {
    const response = await get('/api/catalog/info');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ movies: 'offline', videos: 'offline', podcasts: 'offline' });
  });

  it('searches movies accent- and case-insensitively, 20 a page, "a" by default', async () => {
    const first = await get('/api/catalog/movies/search');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.page).toBe(1);
    expect(page.results).toHaveLength(CATALOG_PAGE_SIZE);
    expect(page.total_pages).toBe(Math.ceil(page.total_results / CATALOG_PAGE_SIZE));
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.vary).toContain('Accept-Language');

    const godfather = (await get('/api/catalog/movies/search?query=GODFÄTHER', 'en')).json();
    expect(godfather.results.map((movie: { title: string }) => movie.title)).toContain('The Godfather');
    expect(godfather.results[0].poster_path).toMatch(/^\/api\/catalog\/images\/poster\/movie\/\d+\.svg$/);

    const second = (await get(`/api/catalog/movies/search?query=a&page=2`)).json();
    expect(second.page).toBe(2);
    expect(second.results[0].id).not.toBe(page.results[0].id);
  });

  it('answers an empty page past the last one, and nothing for an unknown title', async () => {
    const beyond = await get('/api/catalog/shows/search?query=breaking&page=40');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json().results).toEqual([]);
    const none = (await get('/api/catalog/shows/search?query=zzqxv')).json();
    expect(none).toMatchObject({ results: [], total_results: 0, total_pages: 0 });
  });

  it('refuses bad parameters with a message in the language', async () => {
    for (const url of [
      '/api/catalog/movies/search?page=0',
      '/api/catalog/movies/search?page=501',
      '/api/catalog/movies/search?page=1e3',
      `/api/catalog/movies/search?query=${'x'.repeat(101)}`,
      '/api/catalog/movies/search?query=a%00b',
      '/api/catalog/movies/upcoming?region=ZZ',
      '/api/catalog/movies/upcoming?region=FRA',
      '/api/catalog/genres/anime',
      '/api/catalog/movies/0',
      '/api/catalog/movies/99999999999',
      '/api/catalog/movies/12abc',
      '/api/catalog/videos/search',
      '/api/catalog/videos/search?q=a&pageToken=../x',
      '/api/catalog/videos/short',
      '/api/catalog/podcasts/search?term=',
      '/api/catalog/discover/movie?from=2020-02-30',
      '/api/catalog/discover/movie?from=2020-01-01&to=2019-01-01',
      '/api/catalog/discover/movie?runtime_min=200&runtime_max=100',
      '/api/catalog/discover/tv?genres=18;drop',
      '/api/catalog/images/poster/book/1.svg',
      '/api/catalog/images/poster/movie/550.png',
    ]) {
      const response = await get(url, 'en');
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/\w/);
    }
    const french = await get('/api/catalog/movies/upcoming?region=ZZ', 'fr');
    expect(french.json().fields.region).toBe('Pays inconnu.');
  });

  it('answers 404 for a title, a video or an image it does not know', async () => {
    for (const url of [
      '/api/catalog/movies/1',
      '/api/catalog/shows/1',
      '/api/catalog/tv/1/providers',
      '/api/catalog/videos/AAAAAAAAAAA',
      '/api/catalog/images/poster/movie/1.svg',
      '/api/catalog/images/logo/999999.svg',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("gives a movie's details in the language, with its cast and up to 12 similar movies", async () => {
    const fr = await get('/api/catalog/movies/11');
    expect(fr.statusCode).toBe(200);
    const movie = fr.json();
    expect(movie).toMatchObject({
      id: 11,
      title: 'La Guerre des étoiles',
      original_title: 'Star Wars',
      release_date: '1977-05-25',
      runtime: 121,
      source: 'offline',
    });
    expect(movie.genres.map((genre: { name: string }) => genre.name)).toEqual([
      'Aventure',
      'Action',
      'Science-Fiction',
    ]);
    expect(movie.cast[0]).toMatchObject({ name: 'Mark Hamill', character: 'Luke Skywalker' });
    expect(movie.similar.length).toBeGreaterThan(0);
    expect(movie.similar.length).toBeLessThanOrEqual(SIMILAR_TITLES_MAX);
    expect(movie.similar.map((similar: { id: number }) => similar.id)).not.toContain(11);
    const en = (await get('/api/catalog/movies/11', 'en')).json();
    expect(en).toMatchObject({ title: 'Star Wars' });
    expect(en.genres[0].name).toBe('Adventure');
  });

  it("gives a show's details with our own French genre labels", async () => {
    const show = (await get('/api/catalog/shows/246')).json();
    expect(show).toMatchObject({ id: 246, name: "Avatar, le dernier maître de l'air", first_air_date: '2005-02-21' });
    expect((await get('/api/catalog/shows/246', 'en')).json().name).toBe('Avatar: The Last Airbender');
    expect(show.genres.map((genre: { name: string }) => genre.name)).toContain('Action & Aventure');
    expect(show.similar.every((similar: { backdrop_path: string | null }) => similar.backdrop_path)).toBe(true);
  });

  it('lists upcoming movies and top-rated shows', async () => {
    const upcoming = (await get('/api/catalog/movies/upcoming')).json();
    expect(upcoming.results).toHaveLength(CATALOG_PAGE_SIZE);
    const dates = upcoming.results.map((movie: { release_date: string }) => movie.release_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await get('/api/catalog/shows/top-rated')).json().results).toHaveLength(CATALOG_PAGE_SIZE);
  });

  it("illustrates where a title streams, per country, from that country's real services", async () => {
    const fr = (await get('/api/catalog/movie/11/providers?region=FR')).json();
    expect(fr).toMatchObject({ region: 'FR', illustrative: true, link: null });
    const frServices = (await get('/api/catalog/watch-providers/movie?region=FR'))
      .json()
      .results.map((p: { provider_id: number }) => p.provider_id);
    for (const provider of fr.flatrate) expect(frServices).toContain(provider.provider_id);
    // The language's country by default: FR in French, US in English.
    expect((await get('/api/catalog/movie/11/providers', 'fr')).json().region).toBe('FR');
    expect((await get('/api/catalog/movie/11/providers', 'en')).json().region).toBe('US');
    expect((await get('/api/catalog/movie/11/providers?region=fr')).json()).toEqual(fr);
  });

  it('knows the 120 countries and the genres of each kind', async () => {
    expect((await get('/api/catalog/regions')).json().results).toHaveLength(120);
    expect((await get('/api/catalog/genres/movie', 'en')).json().genres).toContainEqual({
      id: 878,
      name: 'Science Fiction',
    });
    expect((await get('/api/catalog/genres/tv')).json().genres).toContainEqual({ id: 10762, name: 'Enfants' });
  });

  it("discovers titles with Binge Buddy's filters", async () => {
    const all = (await get('/api/catalog/discover/movie')).json();
    const dramas = (await get('/api/catalog/discover/movie?genres=18&from=1990-01-01&to=1999-12-31')).json();
    expect(dramas.total_results).toBeGreaterThan(0);
    expect(dramas.total_results).toBeLessThan(all.total_results);
    for (const result of dramas.results) {
      const movie = (await get(`/api/catalog/movies/${result.id}`)).json();
      expect(movie.genres.map((genre: { id: number }) => genre.id)).toContain(18);
      expect(movie.release_date >= '1990-01-01' && movie.release_date <= '1999-12-31').toBe(true);
    }
    const korean = (await get('/api/catalog/discover/tv?language=ko')).json();
    expect(korean.total_results).toBeGreaterThan(0);
    const netflix = (await get('/api/catalog/discover/movie?providers=8&region=FR')).json();
    for (const result of netflix.results.slice(0, 5)) {
      const providers = (await get(`/api/catalog/movie/${result.id}/providers?region=FR`)).json();
      expect(providers.flatrate.map((p: { provider_id: number }) => p.provider_id)).toContain(8);
    }
  });

  it('gives trending videos per country, a search paged with tokens, and a video', async () => {
    const trending = (await get('/api/catalog/videos/trending')).json();
    expect(trending.items).toHaveLength(TRENDING_VIDEOS_COUNT);
    const first = (await get('/api/catalog/videos/search?q=grenier')).json();
    expect(first.items).toHaveLength(10);
    expect(first.prevPageToken).toBeNull();
    const second = (await get(`/api/catalog/videos/search?q=grenier&pageToken=${first.nextPageToken}`)).json();
    expect(second.prevPageToken).toBe(first.prevPageToken ?? 'p1');
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const video = await get(`/api/catalog/videos/${first.items[0].id}`, 'en');
    expect(video.statusCode).toBe(200);
    expect(video.json().description).toMatch(/^A video from the/);
  });

  it('gives the top 50 podcasts of the language and a search', async () => {
    const top = (await get('/api/catalog/podcasts/top')).json();
    expect(top.results).toHaveLength(TOP_PODCASTS_COUNT);
    expect(top.results[0].url).toMatch(/^https:\/\/podcasts\.apple\.com\/podcast\/id\d+$/);
    const found = (await get('/api/catalog/podcasts/search?term=affaires')).json();
    expect(found.results.map((podcast: { name: string }) => podcast.name)).toContain('Affaires sensibles');
  });

  it('draws posters, thumbnails, artworks and logos as inert SVG', async () => {
    const poster = await get('/api/catalog/images/poster/movie/11.svg');
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(poster.headers['content-security-policy']).toContain("default-src 'none'");
    expect(poster.body).toContain('Star Wars');
    expect(poster.body).toContain('1977');
    expect(poster.body).not.toMatch(/<script|on\w+=/i);
    const again = await get('/api/catalog/images/poster/movie/11.svg');
    expect(again.body).toBe(poster.body);
    const podcast = await get('/api/catalog/images/poster/podcast/912451024.svg');
    expect(podcast.statusCode).toBe(200);
    expect((await get('/api/catalog/images/logo/8.svg')).body).toContain('Netflix');
  });
});
