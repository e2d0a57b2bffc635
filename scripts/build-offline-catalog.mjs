// Builds the offline catalogue (apps/server/catalog-data/*.json) from the facts in ../shared/data, our
// own descriptions (apps/server/catalog-data/descriptions/*.json) and our French release titles
// (apps/server/catalog-data/titles-fr.json). Run again when any of them changes:
//   node scripts/build-offline-catalog.mjs [path/to/shared/data]
// Only facts are copied; the movie database's own overviews are never read. Where each fact comes from
// (the `sources` of catalog-facts.json, each title's `src` naming the ones it drew on):
//   tmdb-example-ids.json   ids, titles, original titles, dates, languages, genre ids (and one runtime)
//   catalog-extra.json      genres in both languages; the cast (ids, characters) of 19 movies
//   catalog-facts.json, movies:
//     runtime, production_companies, production_countries   tmdb5000 (seenit for one title)
//     directors, cast names                                  credits_slim (characters: catalog_extra)
//     imdb_id                                                ml25m (seenit for a few)
//     title_fr                                               fr_toprated; a French film keeps its original title
//   titles-fr.json (ours)   the French release title of 106 movies and 16 shows the sources leave in English,
//                           written by the team from its knowledge of releases in France (not Québec); where
//                           unsure, none is given and the English title stays. Ours wins over fr_toprated's.
//   catalog-facts.json, shows:
//     networks                                               dakoop
//     created_by, episode_run_time, number_of_seasons,
//     number_of_episodes, status                             seenit
//   tmdb-watch-regions.json, tmdb-watch-providers-by-region.json   countries and their services
// A fact the sources lack stays empty (null or []): never guessed. Why: docs/decisions/022-catalogue-facts-and-binge-buddy.md.
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
const facts = read(join(shared, 'catalog-facts.json'));
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
const ourTitlesFr = read(join(out, 'titles-fr.json'));
// An id that names no title would be a typo whose French title silently never shows.
for (const [kind, list] of [
  ['movies', ids.movies],
  ['shows', ids.tv],
]) {
  const known = new Set(list.map((title) => String(title.id)));
  const unknown = Object.keys(ourTitlesFr[kind]).filter((id) => !known.has(id));
  if (unknown.length) throw new Error(`titles-fr.json names ${kind} missing from the ids file: ${unknown.join(', ')}`);
}

// The movie database leaves seven TV genres untranslated in French: ours (decision 019).
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
const genreNames = Object.fromEntries(
  ['movie', 'tv'].map((kind) => [kind, new Map(extra.genres[kind].map((genre) => [genre.id, genre]))]),
);
// The movie database writes Cantonese `cn`, which is no language code.
const LANGUAGE_ALIASES = { cn: 'yue' };
/** The language's name ("anglais", "English"), or null when the code names none. */
const languageName = (code, lang) => {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language', fallback: 'none' }).of(
      LANGUAGE_ALIASES[code] ?? code,
    );
    return name ?? null;
  } catch {
    return null;
  }
};
const joinWords = (words, and) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`;

/**
 * A description of our own from the title's facts (kind, genres, year, original language, runtime),
 * for the titles nobody has written one for yet: honest and short, never the movie database's text.
 */
function factualDescription(kind, titles, date, language, genreIds, runtime) {
  const genres = (genreIds ?? []).map((id) => genreNames[kind === 'movie' ? 'movie' : 'tv']?.get(id)).filter(Boolean);
  const year = (date ?? '').slice(0, 4);
  const movie = kind === 'movie';
  const article = (word) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
  const enGenres = genres.map((g) => g.en.toLowerCase());
  const enLanguage = languageName(language, 'en');
  const en = [
    `${titles.en} is ${genres.length ? `${article(enGenres[0])} ${joinWords(enGenres, 'and')}` : 'a'} ${movie ? 'film' : 'series'}${year ? ` from ${year}` : ''}${enLanguage ? `, originally in ${enLanguage}` : ''}.`,
    runtime ? ` It runs ${runtime} minutes${movie ? '' : ' an episode'}.` : '',
  ].join('');
  const frGenres = genres.map((g) => frenchLabel(movie ? 'movie' : 'tv', g).toLowerCase());
  const frLanguage = languageName(language, 'fr');
  const fr = [
    `${titles.fr} : ${movie ? 'un film' : 'une série'}${frGenres.length ? ` (${joinWords(frGenres, 'et')})` : ''}`,
    `${year ? ` sorti${movie ? '' : 'e'} en ${year}` : ''}${frLanguage ? `, en ${frLanguage}` : ''}.`,
    runtime ? ` Durée : ${runtime} minutes${movie ? '' : ' par épisode'}.` : '',
  ].join('');
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
const stringOrNull = (value) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const names = (values) => (Array.isArray(values) ? values.map(stringOrNull).filter((name) => name !== null) : []);
const factsOf = (kind, id) => facts[kind][String(id)] ?? {};
/**
 * Erotic films the ids file carries, some under crude titles: a catalogue a general audience meets on
 * its first visit leaves them out (decision 022).
 */
const LEFT_OUT = new Set([685090, 721187, 724106, 724108, 725405, 852370]);

/**
 * The English title. The ids file gives 19 English-language films under their German release title
 * ("Der unglaubliche Hulk", "Herz aus Stahl"): an English-language film's original title is its
 * English one. Caligula's original title is the Italian "Caligola"; it is known as Caligula.
 */
const englishTitle = (movie) =>
  (movie.original_language === 'en' && movie.id !== 9453 ? stringOrNull(movie.original_title) : null) ?? movie.title;
/**
 * The French release title: ours, else the sources'; a French title's own otherwise (null: none known,
 * the English one is shown).
 */
const frenchTitle = (ours, fact, language, original) =>
  stringOrNull(ours) ?? stringOrNull(fact.title_fr) ?? (language === 'fr' ? stringOrNull(original) : null);

/**
 * The casts of catalog-extra.json (19 movies) carry ids and characters; the facts' names (top five
 * by billing) complete them, with no id.
 */
function castOf(id, fact) {
  const credited = (extra.credits[String(id)] ?? []).map(({ id: personId, name, character, known_for_department }) => ({
    id: personId,
    name,
    character: stringOrNull(character),
    known_for_department: known_for_department ?? null,
  }));
  const named = new Set(credited.map((member) => member.name));
  const fromFacts = (fact.cast ?? [])
    .filter((member) => stringOrNull(member.name) && !named.has(member.name.trim()))
    .map((member) => ({
      id: null,
      name: member.name.trim(),
      character: stringOrNull(member.character),
      known_for_department: null,
    }));
  return [...credited, ...fromFacts];
}

write(
  'movies.json',
  ids.movies
    .filter((movie) => !LEFT_OUT.has(movie.id))
    .map((movie) => {
      const fact = factsOf('movies', movie.id);
      const titleFr = frenchTitle(
        ourTitlesFr.movies[String(movie.id)],
        fact,
        movie.original_language,
        movie.original_title,
      );
      const title = englishTitle(movie);
      const runtime = numberOrNull(movie.runtime) ?? numberOrNull(fact.runtime);
      const own = text(movieTexts, movie.id, () =>
        factualDescription(
          'movie',
          { en: title, fr: titleFr ?? title },
          movie.release_date,
          movie.original_language,
          movie.genre_ids,
          runtime,
        ),
      );
      return {
        id: movie.id,
        title,
        title_fr: titleFr,
        original_title: movie.original_title ?? movie.title,
        release_date: movie.release_date ?? '',
        original_language: movie.original_language,
        genre_ids: movie.genre_ids ?? [],
        runtime,
        imdb_id: /^tt[0-9]+$/.test(fact.imdb_id ?? '') ? fact.imdb_id : null,
        directors: names(fact.directors),
        production_companies: names(fact.production_companies),
        production_countries: names(fact.production_countries).filter((code) => /^[A-Z]{2}$/.test(code)),
        overview: { en: own.en, fr: own.fr },
        cast: castOf(movie.id, fact),
      };
    }),
);
write(
  'shows.json',
  ids.tv.map((show) => {
    const fact = factsOf('tv', show.id);
    const nameFr = frenchTitle(ourTitlesFr.shows[String(show.id)], fact, show.original_language, show.original_name);
    const episodeRuntime = numberOrNull(fact.episode_run_time);
    const own = text(showTexts, show.id, () =>
      factualDescription(
        'tv',
        { en: show.name, fr: nameFr ?? show.name },
        show.first_air_date,
        show.original_language,
        show.genre_ids,
        episodeRuntime,
      ),
    );
    return {
      id: show.id,
      name: show.name,
      name_fr: nameFr,
      original_name: show.original_name ?? show.name,
      first_air_date: show.first_air_date ?? '',
      original_language: show.original_language,
      origin_country: show.origin_country ?? [],
      genre_ids: show.genre_ids ?? [],
      episode_run_time: episodeRuntime,
      number_of_seasons: numberOrNull(fact.number_of_seasons),
      number_of_episodes: numberOrNull(fact.number_of_episodes),
      status: stringOrNull(fact.status),
      networks: names(fact.networks),
      creators: names(fact.created_by),
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
  extra.videos.map(({ videoId, title, channelTitle, publishedAt, lang }) => ({
    id: videoId,
    title,
    channel_title: channelTitle,
    published_at: publishedAt,
    lang,
  })),
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
  Object.fromEntries(
    Object.entries(byRegion).map(([region, list]) => [
      region,
      list.map(({ provider_id, provider_name, logo_path }) => [provider_id, provider_name, logo_path]),
    ]),
  );
write('providers.json', { movie: compact(providers.movie), tv: compact(providers.tv) });
console.log(`descriptions: ${written} written by hand, ${factual} drawn from the facts`);
