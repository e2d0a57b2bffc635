import type { AvailabilityCheckResponse, Notification } from '@pepites/contracts';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { cookieFor, createAdmin, createUser, type TestUser } from '../../test/auth-helpers.js';
import { openEventStream } from '../../test/event-stream.js';
import { jobsDone } from '../../test/jobs.js';
import { asUser } from '../../test/list-helpers.js';
import { TMDB, useUpstreamServer } from '../../test/live-catalog.js';
import { newestMailFileTo } from '../../test/outbox-files.js';
import { createLiveCatalog, offlineCatalog, type Catalog } from '../catalog/index.js';

const service = (provider_id: number, provider_name: string, display_priority: number) => ({
  provider_id,
  provider_name,
  logo_path: `/logo-${provider_id}.jpg`,
  display_priority,
});
const NETFLIX = service(8, 'Netflix', 1);
const PRIME = service(119, 'Amazon Prime Video', 2);

/**
 * The arrival told end to end against a stand-in for the live movie database whose answer for The
 * Matrix changes between two runs of the daily check (decision 043): arrives, stays, leaves, returns.
 */
describe('the daily availability check against a live catalogue', () => {
  const { server, calls, record } = useUpstreamServer();
  let t: TestApp;
  let admin: string;
  let catalog: Catalog;
  /** Where The Matrix streams in France, as the stand-in answers now. */
  let france: (typeof NETFLIX)[] = [PRIME];
  /** Answers still to give before the stand-in answers again: a 429 asking to wait a second. */
  let busy = 0;
  /** While set, the stand-in holds its answers until it settles: a run of the check stays running. */
  let held: Promise<void> | null = null;
  /** The most answers the stand-in was asked for at once. */
  let inFlight = 0;
  let mostInFlight = 0;

  beforeAll(async () => {
    // A generous timeout: the fleet test holds an answer while two servers send their checks, and a
    // slow machine must not turn that wait into a timeout and a second call.
    catalog = {
      ...offlineCatalog(),
      ...createLiveCatalog({ tmdbKey: 'v3-secret-key', upstream: { backoffMs: [5, 10], timeoutMs: 15_000 } }).catalog,
    };
    t = await createTestApp({}, { catalog, jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 } });
    admin = await cookieFor(t.app, await createAdmin(t.app));
  });
  afterAll(async () => t.close());

  const standIn = () =>
    server.use(
      http.get(`${TMDB}/movie/603/watch/providers`, async ({ request }) => {
        record(request);
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        if (held) await held;
        inFlight -= 1;
        if (busy > 0) {
          busy -= 1;
          return HttpResponse.json({ status_message: 'slow down' }, { status: 429, headers: { 'retry-after': '1' } });
        }
        return HttpResponse.json({
          id: 603,
          results: { FR: { link: 'https://www.themoviedb.org/movie/603/watch?locale=FR', flatrate: france } },
        });
      }),
      http.get(`${TMDB}/movie/603`, ({ request }) => {
        const french = new URL(request.url).searchParams.get('language') === 'fr-FR';
        return HttpResponse.json({
          id: 603,
          title: french ? 'Matrix' : 'The Matrix',
          release_date: '1999-03-30',
          runtime: 136,
          genres: [],
        });
      }),
      http.get(`${TMDB}/watch/providers/:kind`, () => HttpResponse.json({ results: [NETFLIX, PRIME] })),
    );
  /** The admin's "check now"; every title asked again. */
  const checkNow = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/availability-check',
      headers: { cookie: admin, 'x-requested-with': 'pepites' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json<AvailabilityCheckResponse>();
    expect(result).not.toBeNull();
    return result!;
  };
  const providerCalls = () => calls.filter((call) => new URL(call.url).pathname.endsWith('/watch/providers')).length;
  const arrivalsOf = async (member: TestUser) => {
    const response = await (
      await asUser(t.app, member)
    )({ method: 'GET', url: `/api/user/${member.id}/notifications/unseen` });
    return response
      .json<{ notifications: Notification[] }>()
      .notifications.filter((row) => row.code === 'title_arrived');
  };
  const follower = async (services: number[], mail: 'none' | 'digest' | 'instant', lang: 'fr' | 'en') => {
    const member = await createUser(t.app, { lang });
    const as = await asUser(t.app, member);
    expect(
      (await as({ method: 'PUT', url: '/api/account/services', payload: { region: 'FR', provider_ids: services } }))
        .statusCode,
    ).toBe(200);
    expect((await as({ method: 'PUT', url: '/api/alerts/mail', payload: { mail } })).statusCode).toBe(200);
    const followed = await as({ method: 'PUT', url: '/api/alerts/titles/movie/603' });
    expect(followed.statusCode, followed.body).toBe(200);
    return member;
  };

  it('tells each follower once per arrival, live and by mail, asking once per title and run', async () => {
    standIn();
    const instant = await follower([NETFLIX.provider_id], 'instant', 'fr');
    const weekly = await follower([NETFLIX.provider_id, PRIME.provider_id], 'digest', 'en');
    const stream = await openEventStream(t.app, '/api/notifications/stream', await cookieFor(t.app, instant));
    expect(await stream.next()).toBe('ready');

    calls.length = 0;
    expect(await checkNow()).toEqual({ titles: 1, asked: 1, failed: 0, arrivals: 0 });
    expect(providerCalls()).toBe(1);

    france = [PRIME, NETFLIX];
    expect(await checkNow()).toMatchObject({ asked: 1, arrivals: 2 }); // arrives, for both
    expect(providerCalls()).toBe(2);
    expect(await stream.next()).toBe('notification');
    stream.close();
    const [told] = await arrivalsOf(instant);
    expect(told).toMatchObject({
      type: 'alert',
      message: 'Matrix est maintenant sur Netflix.',
      message_en: 'The Matrix is now on Netflix.',
      params: { type: 'movie', provider_id: '603' },
    });
    const mail = await newestMailFileTo(t.config.dataDir, instant.email);
    expect(mail).toMatchObject({ kind: 'title-arrivals', subject: 'Du nouveau sur vos services' });
    expect(mail!.text).toContain('Matrix est maintenant sur Netflix.');
    expect(mail!.text).toContain('/movieDetails/603');
    expect(mail!.text).toContain('JustWatch');

    expect((await checkNow()).arrivals).toBe(0); // stays
    france = [PRIME];
    expect((await checkNow()).arrivals).toBe(0); // leaves
    france = [NETFLIX];
    expect((await checkNow()).arrivals).toBe(2); // returns: told again
    expect(await arrivalsOf(instant)).toHaveLength(2);
    expect(await arrivalsOf(weekly)).toHaveLength(2);
    expect(providerCalls()).toBe(5);

    // The weekly digest carries the arrivals of a member who chose it, whose digest is otherwise off.
    const sweep = await t.app.jobs.send('notification-digests', {});
    expect((await t.app.jobs.outcome('notification-digests', sweep!, 15_000))?.state).toBe('completed');
    await jobsDone(t.database);
    const digest = await newestMailFileTo(t.config.dataDir, weekly.email);
    expect(digest).toMatchObject({ kind: 'notification-digest' });
    expect(digest!.text).toContain('The Matrix is now on Netflix.');
  });

  it('waits as the service asks (Retry-After) and still answers every title', async () => {
    standIn();
    busy = 1;
    calls.length = 0;
    expect(await checkNow()).toMatchObject({ asked: 1, failed: 0 });
    expect(providerCalls()).toBe(2);
    expect(busy).toBe(0);
  });

  it('asks nothing in a scheduled run the same day: the run of the morning answered already', async () => {
    standIn();
    calls.length = 0;
    const id = await t.app.jobs.send('check-availability', {});
    const outcome = await t.app.jobs.outcome('check-availability', id!, 15_000);
    expect(outcome).toMatchObject({ state: 'completed', output: { titles: 1, asked: 0 } });
    expect(providerCalls()).toBe(0);
  });

  it('runs one check at a time across processes, one more waiting at most: two servers asking together queue one', async () => {
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    standIn();
    calls.length = 0;
    mostInFlight = 0;
    const { buildApp } = await import('../../app.js');
    const other = await buildApp({
      config: t.config,
      database: t.database,
      catalog,
      jobs: { pollingIntervalSeconds: 0.5 },
    });
    try {
      await other.ready();
      // Forced, so that every run asks again: only the queue's policy keeps them apart.
      const running = await t.app.jobs.send('check-availability', { force: true });
      expect(running).not.toBeNull();
      await vi.waitFor(() => expect(providerCalls()).toBe(1), { timeout: 15_000 }); // running, held by the stand-in
      const ids = await Promise.all(
        [t.app, other].map((server) => server.jobs.send('check-availability', { force: true })),
      );
      const waiting = ids.filter((id): id is string => id !== null);
      expect(waiting).toHaveLength(1);
      release();
      for (const id of [running!, waiting[0]!])
        expect(await other.jobs.outcome('check-availability', id, 15_000)).toMatchObject({
          state: 'completed',
          output: { titles: 1, asked: 1 },
        });
      await jobsDone(t.database);
      expect(providerCalls()).toBe(2);
      expect(mostInFlight).toBe(1);
    } finally {
      held = null;
      release();
      await other.close();
    }
  });
});
