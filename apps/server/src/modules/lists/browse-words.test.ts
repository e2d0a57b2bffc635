import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/seed/reference.js';
import { searchWords } from '../../lib/search-words.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/auth-helpers.js';
import { asUser, makeList } from '../../test/list-helpers.js';

// Oldest first (docs/decisions/040-word-prefix-search.md): newest first within a tier.
const LISTS = [
  { title: 'Ciné club' },
  { title: "L'été meurtrier" },
  { title: 'Spider-Man: No Way Home' },
  { title: "2001, l'odyssée de l'espace" },
  { title: 'Ça' },
  { title: 'Les 400 coups' },
  { title: 'Amélie' },
  { title: 'The Lord of the Rings' },
  { title: 'Romantic comedies' },
  { title: 'Cinéma paradiso' },
  { title: 'Late night', description: 'Le meilleur du ciné, après minuit' },
  { title: 'Horreurs du samedi' },
  { title: 'Vieux films', tags: ['horror'] },
  { title: 'Cœur fidèle' },
  { title: 'Soirées ciné du dimanche' },
];

describe('browse by title words', () => {
  let t: TestApp;
  const found = async (query: string): Promise<string[]> => {
    const response = await (
      await asUser(t.app, undefined)
    )({ method: 'GET', url: `/api/lists/getAllListsFiltered/?limit=100&${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().lists.map((list: { title: string }) => list.title);
  };
  const search = (words: string, more = '') => found(`title=${encodeURIComponent(words)}${more}`);

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    const owner = await createUser(t.app);
    for (const list of LISTS) await makeList(t.app, owner.id, list as never);
    await makeList(t.app, owner.id, { title: 'Ciné privé', privacy: 'private' });
    // With statistics, the server picks the walk or the index itself (word-stats.ts); without them
    // (browse.test.ts), the planner does.
    await t.database.runSql('analyze lists');
  });
  afterAll(async () => t.close());

  it('splits titles into words as the server splits what is searched', async () => {
    for (const { title } of LISTS) {
      const { rows } = await t.database.runSql(
        // A hyphenated word is a token of its own besides its parts: the parts are what is compared.
        "select array(select token from ts_debug('simple', unaccent(lower($1))) where alias not in ('blank', 'asciihword', 'hword', 'numhword')) as words",
        [title],
      );
      expect(
        (rows[0] as { words: string[] }).words.map((word) => word.toLowerCase()),
        title,
      ).toEqual(searchWords(title));
    }
  });

  it('finds word prefixes in any order, without regard to case or accents', async () => {
    expect(await search('ciné soir')).toEqual(['Soirées ciné du dimanche']);
    expect(await search('SOIR cine')).toEqual(['Soirées ciné du dimanche']);
    expect(await search('ETE')).toEqual(["L'été meurtrier"]);
    expect(await search('amelie')).toEqual(['Amélie']);
    expect(await search('AMÉL')).toEqual(['Amélie']);
    expect(await search('ça')).toEqual(['Ça']);
    expect(await search('CA')).toEqual(['Ça']);
    expect(await search('coeur')).toEqual(['Cœur fidèle']);
    expect(await search('cœur fid')).toEqual(['Cœur fidèle']);
    expect(await search('rings lord')).toEqual(['The Lord of the Rings']);
    expect(await search('ring of')).toEqual(['The Lord of the Rings']);
  });

  it('reads apostrophes, hyphens and numbers as word breaks; one-letter words are whole words', async () => {
    expect(await search("l'été")).toEqual(["L'été meurtrier"]);
    expect(await search('lʼété')).toEqual(["L'été meurtrier"]);
    expect(await search('spider-man')).toEqual(['Spider-Man: No Way Home']);
    expect(await search('man spider')).toEqual(['Spider-Man: No Way Home']);
    expect(await search('400')).toEqual(['Les 400 coups']);
    expect(await search('20 odys')).toEqual(["2001, l'odyssée de l'espace"]);
    // "l" is a word of two titles, newest first; it begins many more.
    expect(await search('l')).toEqual(["2001, l'odyssée de l'espace", "L'été meurtrier"]);
    expect(await search('l espace')).toEqual(["2001, l'odyssée de l'espace"]);
  });

  it('ranks whole title words, then begun ones, then tags and descriptions; newest first within each', async () => {
    const cine = ['Soirées ciné du dimanche', 'Ciné club', 'Cinéma paradiso', 'Late night'];
    expect(await search('ciné')).toEqual(cine);
    expect(await search('cine', '&sort=relevance')).toEqual(cine);
    expect(await search('cine', '&sort=newest')).toEqual([
      'Soirées ciné du dimanche',
      'Late night',
      'Cinéma paradiso',
      'Ciné club',
    ]);
    // The English and French names of a tag are words of its lists, after the titles' words.
    expect(await search('horr')).toEqual(['Horreurs du samedi', 'Vieux films']);
    expect(await search('horreur')).toEqual(['Horreurs du samedi', 'Vieux films']);
    expect(await search('horror')).toEqual(['Vieux films']);
    expect(await search('minuit')).toEqual(['Late night']);
  });

  it('searches a substring only when no word begins with the text', async () => {
    // "man" begins a word of Spider-Man; "Romantic" only contains it.
    expect(await search('man')).toEqual(['Spider-Man: No Way Home']);
    expect(await search('mant')).toEqual(['Romantic comedies']);
    expect(await search('urtri')).toEqual(["L'été meurtrier"]);
    expect(await search('iné')).toEqual(['Soirées ciné du dimanche', 'Cinéma paradiso', 'Ciné club']);
    // Shorter than three characters: no substring search.
    expect(await search('rd')).toEqual([]);
    expect(await search('spiderman')).toEqual([]);
  });

  it('never shows a private list', async () => {
    expect(await search('privé')).toEqual([]);
    expect(await search('ivé')).toEqual([]);
  });

  it('reads hostile text as words or as no search at all', async () => {
    const everything = await found('');
    expect(everything).toHaveLength(LISTS.length);
    expect(await search("''':*&|!")).toEqual(everything);
    expect(await search("ciné:* | !'soir")).toEqual(['Soirées ciné du dimanche']);
    expect(await search('\\ ( ) < > &amp;')).toEqual([]);
    const nul = await (
      await asUser(t.app, undefined)
    )({ method: 'GET', url: '/api/lists/getAllListsFiltered/?title=cin%00e' });
    expect(nul.statusCode).toBe(400);
  });

  it('is newest first without a title, even when relevance is asked', async () => {
    const everything = await found('');
    expect(everything[0]).toBe('Soirées ciné du dimanche');
    expect(await found('sort=relevance')).toEqual(everything);
  });
});

describe('the pager of a word search', () => {
  it('counts as far as its window, then says "at least"; a whole word ranks first however old', async () => {
    const t = await createTestApp();
    try {
      await seedReferenceData(t.database.db);
      const owner = await createUser(t.app);
      // 130 lists whose titles begin "Soirée…", then one whose title has the whole word, older than all.
      await t.database.db.execute(sql`
        insert into lists (creator_id, title, title_search, created_at)
        values (${owner.id}, 'Soir de fête', 'soir de fete', now() - interval '1 day')`);
      await t.database.db.execute(sql`
        insert into lists (creator_id, title, title_search)
        select ${owner.id}, 'Soirée ' || n, 'soiree ' || n from generate_series(1, 130) as n`);
      await t.database.db.execute(sql`
        insert into list_tags (list_id, tag_id)
        select l.id, t.id from lists l, tags t where l.title <> 'Soirée 130' and t.name = 'horror'`);
      // With statistics, the rarest term is walked (title-terms.queries.ts).
      await t.database.runSql('analyze lists, list_search_terms');
      const send = await asUser(t.app, undefined);
      const first = await send({ method: 'GET', url: '/api/lists/getAllListsFiltered/?title=soir' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ total: 100, totalExact: false, totalPages: 10 });
      // Every title with the whole word is read before those that begin it (decision 042).
      expect(
        first
          .json()
          .lists.slice(0, 2)
          .map((list: { title: string }) => list.title),
      ).toEqual(['Soir de fête', 'Soirée 130']);
      // Page 5's window (140) holds every match: the count is exact and the whole word ranks first.
      const fifth = await send({ method: 'GET', url: '/api/lists/getAllListsFiltered/?title=soir&page=5' });
      expect(fifth.json()).toMatchObject({ total: 131, totalExact: true, totalPages: 14 });
      expect(fifth.json().lists[0].title).toBe('Soirée 91');
      const last = await send({ method: 'GET', url: '/api/lists/getAllListsFiltered/?title=soir&page=14' });
      expect(last.json().lists.map((list: { title: string }) => list.title)).toEqual(['Soirée 1']);
      const wide = await send({ method: 'GET', url: '/api/lists/getAllListsFiltered/?title=soir&limit=100' });
      expect(wide.json()).toMatchObject({ total: 131, totalExact: true });
      expect(wide.json().lists[0].title).toBe('Soir de fête');
      // A common word with a tag (all but the newest list have it): never an untagged list.
      const tagged = await send({ method: 'GET', url: '/api/lists/getAllListsFiltered/?title=soir&tags=horror' });
      expect(tagged.statusCode).toBe(200);
      expect(tagged.json()).toMatchObject({ total: 100, totalExact: false });
      expect(
        tagged
          .json()
          .lists.slice(0, 2)
          .map((list: { title: string }) => list.title),
      ).toEqual(['Soir de fête', 'Soirée 129']);
    } finally {
      await t.close();
    }
  });
});
