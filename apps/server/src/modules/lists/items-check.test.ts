import { readFileSync } from 'node:fs';
import { posterImagePath } from '@pepites/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { items } from '../../db/schema/index.js';
import { takeLease } from '../../plugins/job-lease.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/auth-helpers.js';
import { asUser, makeList } from '../../test/list-helpers.js';
import { theDailyPodcast } from '../../test/live-catalog.js';
import { createLiveCatalog, offlineCatalog } from '../catalog/index.js';
import { checkItems } from './items-check.js';

const LOOKUP = 'https://itunes.apple.com/lookup';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Polls `check` until it holds (at most about 10 s): for work the server does in the background. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
}

describe('the items check and the catalogue behind an add', () => {
  let t: TestApp;
  const others: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await t.close();
  });

  /** Another server process on the same database, as a second instance behind a proxy. */
  async function anotherServer(catalog = offlineCatalog()): Promise<FastifyInstance> {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      catalog,
      rateLimitPrefix: `items-check:${others.length}:`,
    });
    others.push(app);
    await app.ready();
    return app;
  }

  it('runs when a server starts, in the background, and rewrites the rows older versions kept', async () => {
    const [kept] = await t.database.db
      .insert(items)
      .values({ type: 'show', providerId: '1396', title: 'POISONED', posterPath: 'https://attacker.example/x.png' })
      .returning({ id: items.id });
    await anotherServer();
    const current = async () => (await t.database.db.select().from(items).where(eq(items.id, kept!.id)))[0]!;
    await eventually(async () => (await current()).checkedAt !== null);
    expect(await current()).toMatchObject({
      title: 'Breaking Bad',
      posterPath: posterImagePath('tv', 1396),
      snapshot: { year: 2008, creator: null },
    });
  });

  it('lets one process at a time hold a job, and another take over a lease left to expire', async () => {
    const first = await takeLease(t.database.db, 'lease-test', 60_000);
    expect(first).not.toBeNull();
    expect(await takeLease(t.database.db, 'lease-test', 60_000)).toBeNull();
    expect(await first!.renew()).toBe(true);
    await first!.release();
    const second = await takeLease(t.database.db, 'lease-test', 1);
    expect(second).not.toBeNull();
    let third: Awaited<ReturnType<typeof takeLease>> = null;
    await eventually(async () => (third = await takeLease(t.database.db, 'lease-test', 60_000)) !== null);
    // The slow holder learns it lost the job when it renews.
    expect(await second!.renew()).toBe(false);
    await third!.release();
  });

  it('repairs posters kept as outside paths or addresses: migration 0012 unchecks them, the check makes them ours', async () => {
    const checkedAt = new Date();
    const kept = await t.database.db
      .insert(items)
      .values([
        {
          type: 'movie',
          providerId: '238',
          title: 'The Godfather',
          posterPath: '/3bhkrj58Vtu7enYsRolD1fZdja1.jpg',
          checkedAt,
        },
        {
          type: 'youtube',
          providerId: 'Msz3-l4W9IM',
          title: 'A video',
          posterPath: 'https://i.ytimg.com/vi/Msz3-l4W9IM/hqdefault.jpg',
          checkedAt,
        },
        {
          type: 'podcast',
          providerId: '999999999',
          title: 'Unknown here',
          posterPath: 'https://is1-ssl.mzstatic.com/t/600x600bb.jpg',
          checkedAt,
        },
        { type: 'movie', providerId: '603', title: 'The Matrix', posterPath: posterImagePath('movie', 603), checkedAt },
        { type: 'movie', providerId: '550', title: 'Fight Club', posterPath: null, checkedAt },
      ])
      .returning({ id: items.id, providerId: items.providerId });
    const ids = kept.map((row) => row.id);
    const rows = async () =>
      new Map(
        (await t.database.db.select().from(items).where(inArray(items.id, ids))).map((row) => [row.providerId, row]),
      );

    const migration = readFileSync(new URL('../../../drizzle/0012_item-posters-ours.sql', import.meta.url), 'utf8');
    await t.database.db.execute(sql.raw(migration));
    const unchecked = await rows();
    expect(
      [...unchecked.values()]
        .filter((row) => row.checkedAt === null)
        .map((row) => row.providerId)
        .sort(),
    ).toEqual(['238', '999999999', 'Msz3-l4W9IM']);

    expect(await checkItems(t.database.db, offlineCatalog())).toMatchObject({ complete: true });
    const repaired = await rows();
    expect(repaired.get('238')).toMatchObject({ posterPath: posterImagePath('movie', 238), title: 'The Godfather' });
    expect(repaired.get('Msz3-l4W9IM')?.posterPath).toBe(posterImagePath('video', 'Msz3-l4W9IM'));
    expect(repaired.get('999999999')).toMatchObject({ posterPath: null, title: 'Unknown here' });
    for (const row of repaired.values()) {
      expect(row.checkedAt).not.toBeNull();
      if (row.posterPath !== null) expect(row.posterPath).toMatch(/^\/api\/catalog\/images\//);
    }
  });

  describe('with the live podcast directory', () => {
    let owner: Awaited<ReturnType<typeof createUser>>;
    let live: FastifyInstance;
    beforeAll(async () => {
      owner = await createUser(t.app);
      const { catalog } = createLiveCatalog({ upstream: { backoffMs: [5, 10], timeoutMs: 200, maxRetryAfterMs: 100 } });
      live = await anotherServer({ ...offlineCatalog(), podcasts: catalog.podcasts! });
    });

    const addPodcast = async (id: string) =>
      (await asUser(live, owner))({
        method: 'PUT',
        url: `/api/${await makeList(live, owner.id)}/content`,
        headers: { 'accept-language': 'en' },
        payload: { type: 'podcast', provider_id: id, title: 'POISONED', poster_path: 'https://attacker.example/x.png' },
      });
    const stored = async (id: string) =>
      (
        await t.database.db
          .select()
          .from(items)
          .where(and(eq(items.type, 'podcast'), eq(items.providerId, id)))
      )[0];

    it('keeps what the directory’s lookup says', async () => {
      server.use(
        http.get(LOOKUP, ({ request }) =>
          HttpResponse.json(
            new URL(request.url).searchParams.get('id') === '1200361736'
              ? { resultCount: 1, results: [theDailyPodcast] }
              : { resultCount: 0, results: [] },
          ),
        ),
      );
      const added = await addPodcast('1200361736');
      expect(added.statusCode).toBe(200);
      // The artwork is ours: the server fetches it from the directory's image host (decision 023).
      const artwork = `/api/catalog/images/poster/podcast/1200361736/${Buffer.from('is1-ssl.mzstatic.com/t').toString('base64url')}.jpg`;
      expect(added.json().content).toMatchObject({
        title: 'The Daily',
        poster_path: artwork,
        provider_id_string: '1200361736',
      });
      expect(await stored('1200361736')).toMatchObject({ snapshot: { creator: 'The New York Times', year: null } });
      expect((await addPodcast('42')).statusCode).toBe(404);
    });

    it('answers 502 when the directory fails, and keeps nothing of what the client sent', async () => {
      server.use(http.get(LOOKUP, () => new HttpResponse('down', { status: 503 })));
      const failed = await addPodcast('1434734500');
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ code: 'upstream_unavailable' });
      expect(await stored('1434734500')).toBeUndefined();
    });
  });
});
