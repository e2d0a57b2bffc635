import { setImmediate } from 'node:timers/promises';
import type { AvailabilityCheckResult, Lang, NotificationParams } from '@pepites/contracts';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import { dropUncoveredTitles, followListTitles } from './alerts.queries.js';
import {
  arrivalsOf,
  followedTitlesAfter,
  instantMailMembers,
  moveLooks,
  purgeStaleOffers,
  tellArrivals,
  titlesToAsk,
  type Arrival,
  type FollowedTitle,
} from './arrivals.queries.js';
import type { ArrivalMailJob } from './arrival-mail.js';
import {
  askOffers,
  isIllustrative,
  keyOf,
  LOOKUP_CONCURRENCY,
  storeOffers,
  type OffersToStore,
  type TitleRef,
} from './offers.js';

/**
 * The daily availability check (decision 043), a job of the queue run once across processes:
 * walks the followed titles a batch at a time, asks the catalogue once per title for every country
 * its followers live in (the movie database answers every country in one question; the live
 * client's pace keeps to 40 requests a second and honours Retry-After), stores the answers, and
 * tells each follower once per arrival on one of their services.
 */

const BATCH = 100;
/** A rerun (a crash, the queue's retry) asks again only the titles not asked in this many hours. */
const RECHECK_HOURS = 20;

export interface CheckAvailabilityJob {
  /** Ask every title again, however recently asked (the admin's "check now"). */
  force?: boolean;
}

interface CheckOptions {
  force: boolean;
  /** Asked between batches: true stops the run there (the server closing); the rest waits for the next. */
  shouldStop: () => boolean;
}

/** Asks the catalogue about these titles and stores the answers; returns the titles left unanswered. */
async function askAndStore(app: FastifyInstance, titles: readonly FollowedTitle[], illustrative: boolean) {
  const limit = pLimit(LOOKUP_CONCURRENCY);
  const unanswered: FollowedTitle[] = [];
  const answers = await Promise.all(
    titles.map((title) =>
      limit(async (): Promise<OffersToStore[]> => {
        const offers = await askOffers(app, title, title.regions, true);
        if (!offers) {
          unanswered.push(title);
          return [];
        }
        return title.regions.flatMap((region) => {
          const found = offers.get(region);
          return found ? [{ title, region, offers: found }] : [];
        });
      }),
    ),
  );
  await storeOffers(app.db, answers.flat(), illustrative);
  return unanswered;
}

/** A title's name in a language, as the catalogue gives it; the name kept with the alert when it cannot. */
async function nameIn(app: FastifyInstance, arrival: Arrival, lang: Lang): Promise<string> {
  const id = Number(arrival.provider_id);
  try {
    const movies = app.catalog.movies;
    const found =
      arrival.media_type === 'movie' ? (await movies.movie(id, lang))?.title : (await movies.show(id, lang))?.name;
    return found || arrival.title;
  } catch {
    return arrival.title;
  }
}

/** What an arrival's notification says: the title in both languages, the services it arrived on. */
async function paramsOf(app: FastifyInstance, arrivals: readonly Arrival[]) {
  const names = new Map<string, Promise<{ fr: string; en: string }>>();
  const named = (arrival: Arrival) => {
    const key = keyOf({ type: arrival.media_type, providerId: arrival.provider_id });
    if (!names.has(key))
      names.set(
        key,
        Promise.all([nameIn(app, arrival, 'fr'), nameIn(app, arrival, 'en')]).then(([fr, en]) => ({ fr, en })),
      );
    return names.get(key)!;
  };
  return Promise.all(
    arrivals.map(async (arrival) => {
      const { fr, en } = await named(arrival);
      const services = arrival.flatrate.filter((provider) => arrival.arrived_ids.includes(provider.provider_id));
      const params: NotificationParams = {
        type: arrival.media_type,
        provider_id: arrival.provider_id,
        title: fr,
        title_en: en,
        providers: services.map((provider) => provider.provider_name).join(', '),
        region: arrival.region,
      };
      return { ...arrival, params };
    }),
  );
}

/**
 * Tells a batch's arrivals and moves every follower's look to today's, in one transaction with the
 * mails of those who want them at once; then wakes their open pages. Returns the notifications written.
 */
async function tellBatch(app: FastifyInstance, titles: readonly TitleRef[], illustrative: boolean): Promise<number> {
  const arrivals = await paramsOf(app, await arrivalsOf(app.db, titles, illustrative));
  const written = await app.db.transaction(async (tx) => {
    const told = await tellArrivals(tx, arrivals);
    const members = [...new Set(told.map((row) => row.user_id))];
    for (const userId of await instantMailMembers(tx, members)) {
      const job: ArrivalMailJob = {
        userId,
        notificationIds: told.filter((row) => row.user_id === userId).map((row) => row.id),
      };
      await app.jobs.send('mail-title-arrivals', job, { db: tx });
    }
    await moveLooks(tx, titles, illustrative);
    return told;
  });
  if (written.length > 0) await app.notificationHub.notify(new Set(written.map((row) => row.user_id)));
  return written.length;
}

export async function checkAvailability(app: FastifyInstance, options: CheckOptions): Promise<AvailabilityCheckResult> {
  const illustrative = isIllustrative(app);
  await followListTitles(app.db, 'all', illustrative);
  await dropUncoveredTitles(app.db, 'all');
  const result: AvailabilityCheckResult = { titles: 0, asked: 0, failed: 0, arrivals: 0 };
  const unanswered: FollowedTitle[] = [];
  const ask = async (batch: readonly FollowedTitle[]) => {
    const toAsk = options.force ? batch : await titlesToAsk(app.db, batch, illustrative, RECHECK_HOURS);
    result.titles += batch.length;
    result.asked += toAsk.length;
    unanswered.push(...(await askAndStore(app, toAsk, illustrative)));
  };
  let batch = await followedTitlesAfter(app.db, null, BATCH);
  let asking = ask(batch);
  while (batch.length > 0) {
    await asking;
    if (options.shouldStop()) break;
    const next = await followedTitlesAfter(app.db, batch[batch.length - 1]!, BATCH);
    // The next batch is asked while this one's arrivals are told: the pace, not the database, sets
    // the run's length. A failure is awaited at the next turn (handled meanwhile, so none goes unheard).
    asking = ask(next);
    asking.catch(() => undefined);
    result.arrivals += await tellBatch(app, batch, illustrative);
    batch = next;
    // In-process PGlite answers without leaving the event loop: make room for requests.
    await setImmediate();
  }
  await asking;
  // The titles a failing service left unanswered get one more try, once the rest is done.
  if (unanswered.length > 0 && !options.shouldStop()) {
    const still = await askAndStore(app, unanswered, illustrative);
    result.failed = still.length;
    result.arrivals += await tellBatch(app, unanswered, illustrative);
  }
  const purged = await purgeStaleOffers(app.db);
  app.log.info({ ...result, purged }, 'availability check done');
  return result;
}
