// Builds the offline catalogue (apps/server/catalog-data/*.json) from the facts in ../shared/data and
// our own descriptions (apps/server/catalog-data/descriptions/*.json). Run again when either changes:
//   node scripts/build-offline-catalog.mjs [path/to/shared/data]
// Only facts are copied (ids, titles, dates, languages, genre ids, runtimes, provider names and logos);
// the movie database's own overviews are never read.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const shared = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(root, '../shared/data'));
const out = join(root, 'apps/server/catalog-data');
const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
const write = (name, value) => {
  writeFileSync(join(out, name), `${JSON.stringify(value)}\n`);
  console.log(`${name}: ${JSON.stringify(value).length} characters`);
};

const ids = read(join(shared, 'tmdb-example-ids.json'));
const extra = read(join(shared, 'catalog-extra.json'));
const readDescriptions = (file) => {
  try {
    return read(join(out, 'descriptions', file));
  } catch {
    return {};
  }
};
const describe = (...files) => Object.assign({}, ...files.map(readDescriptions));
const movieTexts = describe('movies-1.json', 'movies-2.json');
const showTexts = describe('shows.json');

// The movie database leaves seven TV genres untranslated in French: ours (EXTERNAL-APIS §1.2).
const OUR_TV_LABELS_FR = {
  10759: 'Action & Aventure',
  10762: 'Enfants',
  10763: 'Actualités',
  10764: 'Téléréalité',
  10766: 'Feuilleton',
  10767: 'Talk-show',
  10768: 'Guerre & Politique',
};
const frenchLabel = (kind, genre) => (kind === 'tv' && OUR_TV_LABELS_FR[genre.id]) || genre.fr;
const genreNames = Object.fromEntries(['movie', 'tv'].map((kind) => [kind, new Map(extra.genres[kind].map((genre) => [genre.id, genre]))]));
const languageName = (code, lang) => {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};
const joinWords = (words, and) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`);

/**
 * A description of our own from the title's facts (kind, genres, year, original language), for the
 * titles nobody has written one for yet: honest and short, never the movie database's text.
 */
function factualDescription(kind, title, date, language, genreIds, runtime) {
  const genres = (genreIds ?? []).map((id) => genreNames[kind === 'movie' ? 'movie' : 'tv']?.get(id)).filter(Boolean);
  const year = (date ?? '').slice(0, 4);
  const article = (word) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
  const enGenres = genres.map((g) => g.en.toLowerCase());
  const en = `${title} is ${genres.length ? `${article(enGenres[0])} ${joinWords(enGenres, 'and')}` : 'a'} ${kind === 'movie' ? 'film' : 'series'}${year ? ` from ${year}` : ''}, originally in ${languageName(language, 'en')}.${runtime ? ` It runs ${runtime} minutes${kind === 'movie' ? '' : ' an episode'}.` : ''}`;
  const frGenres = genres.map((g) => frenchLabel(kind === 'movie' ? 'movie' : 'tv', g).toLowerCase());
  const fr = `${title} : ${kind === 'movie' ? 'un film' : 'une série'}${frGenres.length ? ` (${joinWords(frGenres, 'et')})` : ''}${year ? ` sorti${kind === 'movie' ? '' : 'e'} en ${year}` : ''}, en version originale ${languageName(language, 'fr')}.${runtime ? ` Durée : ${runtime} minutes${kind === 'movie' ? '' : ' par épisode'}.` : ''}`;
  return { en, fr };
}

let written = 0;
let factual = 0;
const text = (texts, id, fallback) => {
  const entry = texts[String(id)];
  if (entry?.en && entry?.fr) {
    written += 1;
    return entry;
  }
  factual += 1;
  return fallback();
};
const numberOrNull = (value) => (Number.isInteger(value) && value > 0 ? value : null);

write(
  'movies.json',
  ids.movies.map((movie) => {
    const own = text(movieTexts, movie.id, () => factualDescription('movie', movie.title, movie.release_date, movie.original_language, movie.genre_ids, movie.runtime));
    return {
      id: movie.id,
      title: movie.title,
      original_title: movie.original_title ?? movie.title,
      release_date: movie.release_date ?? '',
      original_language: movie.original_language,
      genre_ids: movie.genre_ids ?? [],
      runtime: numberOrNull(movie.runtime) ?? numberOrNull(own.runtime),
      overview: { en: own.en, fr: own.fr },
      cast: (extra.credits[String(movie.id)] ?? []).map(({ id, name, character, known_for_department }) => ({ id, name, character, known_for_department })),
    };
  }),
);
write(
  'shows.json',
  ids.tv.map((show) => {
    const own = text(showTexts, show.id, () => factualDescription('tv', show.name, show.first_air_date, show.original_language, show.genre_ids, null));
    return {
      id: show.id,
      name: show.name,
      original_name: show.original_name ?? show.name,
      first_air_date: show.first_air_date ?? '',
      original_language: show.original_language,
      origin_country: show.origin_country ?? [],
      genre_ids: show.genre_ids ?? [],
      episode_run_time: numberOrNull(own.episode_run_time),
      number_of_seasons: numberOrNull(own.number_of_seasons),
      number_of_episodes: numberOrNull(own.number_of_episodes),
      status: own.status ?? null,
      overview: { en: own.en, fr: own.fr },
    };
  }),
);
write('genres.json', {
  movie: extra.genres.movie.map(({ id, en, fr }) => ({ id, en, fr })),
  tv: extra.genres.tv.map(({ id, en, fr }) => ({ id, en, fr: OUR_TV_LABELS_FR[id] ?? fr })),
});
write(
  'videos.json',
  extra.videos.map(({ videoId, title, channelTitle, publishedAt, lang }) => ({ id: videoId, title, channel_title: channelTitle, published_at: publishedAt, lang })),
);
write(
  'podcasts.json',
  extra.podcasts.map(({ collectionId, collectionName, artistName, primaryGenreName, country, language }) => ({
    id: String(collectionId),
    name: collectionName,
    artist: artistName ?? null,
    genre: primaryGenreName ?? null,
    country,
    language,
  })),
);
write('regions.json', read(join(shared, 'tmdb-watch-regions.json')));
const providers = read(join(shared, 'tmdb-watch-providers-by-region.json'));
// [id, name, logo] in display order: a third of the objects' size.
const compact = (byRegion) =>
  Object.fromEntries(Object.entries(byRegion).map(([region, list]) => [region, list.map(({ provider_id, provider_name, logo_path }) => [provider_id, provider_name, logo_path])]));
write('providers.json', { movie: compact(providers.movie), tv: compact(providers.tv) });
console.log(`descriptions: ${written} written by hand, ${factual} drawn from the facts`);
