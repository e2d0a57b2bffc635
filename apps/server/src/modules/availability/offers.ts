import { AVAILABILITY_FRESH_HOURS, type CatalogKind, type Provider, type WatchType } from '@pepites/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import type { Db } from '../../db/client.js';
import { plannedRows } from '../../db/prepared.js';
import { AppError } from '../../lib/errors.js';
import type { TitleOffers } from '../catalog/index.js';

/**
 * Where titles stream, as stored in `title_availability` (decision 043): read while fresh, asked of
 * the catalogue when missing (a few at a time, spaced by the live client's pace), and stored for
 * the next reader and for the daily check.
 */
export interface TitleRef {
  type: WatchType;
  providerId: string;
}

export interface StoredOffers {
  flatrate: Provider[];
  rent: Provider[];
  buy: Provider[];
}

/** Titles asked of the catalogue at once, by a request or by the check. */
export const LOOKUP_CONCURRENCY = 4;
/** Titles one request may ask of a live catalogue; the rest are `pending` and asked by the next request. */
const LOOKUPS_PER_REQUEST = 40;

export const keyOf = (title: TitleRef) => `${title.type}:${title.providerId}`;
export const kindOf = (type: WatchType): CatalogKind => (type === 'movie' ? 'movie' : 'tv');
/** Offline, where titles stream is an illustration (decision 019): never mixed with live answers. */
export const isIllustrative = (app: FastifyInstance) => app.catalog.movies.source === 'offline';

/** An unknown title streams nowhere: kept as such, so it is not asked again until it is stale. */
const NOWHERE: TitleOffers = { flatrate: [], rent: [], buy: [], link: null };

/** The member's services among a title's flat-rate offers, in the member's order. */
export function onMyServices(flatrate: readonly Provider[], serviceIds: readonly number[]): Provider[] {
  const offered = new Map(flatrate.map((provider) => [provider.provider_id, provider]));
  return serviceIds.flatMap((id) => offered.get(id) ?? []);
}

/** The stored offers of these titles in a country that are younger than `hours`, by `keyOf`. */
export async function storedOffers(
  db: Db,
  titles: readonly TitleRef[],
  region: string,
  illustrative: boolean,
  hours = AVAILABILITY_FRESH_HOURS,
): Promise<Map<string, StoredOffers>> {
  if (titles.length === 0) return new Map();
  const wanted = JSON.stringify(titles.map((title) => ({ media_type: title.type, provider_id: title.providerId })));
  const rows = await plannedRows<StoredOffers & { media_type: WatchType; provider_id: string }>(
    db,
    sql`
      select ta.media_type, ta.provider_id, ta.flatrate, ta.rent, ta.buy
      from jsonb_to_recordset(${wanted}::jsonb) as w(media_type item_type, provider_id varchar)
      join title_availability ta on ta.media_type = w.media_type and ta.provider_id = w.provider_id
      where ta.region = ${region} and ta.illustrative = ${illustrative}
        and ta.checked_at > now() - make_interval(hours => ${hours})`,
  );
  return new Map(rows.map((row) => [keyOf({ type: row.media_type, providerId: row.provider_id }), row] as const));
}

export interface OffersToStore {
  title: TitleRef;
  region: string;
  offers: TitleOffers;
}

/**
 * Stores answers of the catalogue, replacing what was kept of the same title and country. The rows
 * travel as one JSON parameter: the check stores two thousand at a time, which the query builder
 * would spend the event loop's time turning into parameters.
 */
export async function storeOffers(db: Db, answers: readonly OffersToStore[], illustrative: boolean): Promise<void> {
  if (answers.length === 0) return;
  const rows = JSON.stringify(
    answers.map(({ title, region, offers }) => ({
      media_type: title.type,
      provider_id: title.providerId,
      region,
      flatrate: offers.flatrate,
      rent: offers.rent,
      buy: offers.buy,
      flatrate_ids: offers.flatrate.map((provider) => provider.provider_id),
      link: offers.link,
    })),
  );
  await db.execute(sql`
    insert into title_availability (media_type, provider_id, region, flatrate, rent, buy, flatrate_ids, link, illustrative)
    select x.media_type, x.provider_id, x.region, x.flatrate, x.rent, x.buy, x.flatrate_ids, x.link, ${illustrative}
    from jsonb_to_recordset(${rows}::jsonb) as x(media_type item_type, provider_id varchar, region varchar,
      flatrate jsonb, rent jsonb, buy jsonb, flatrate_ids int[], link text)
    on conflict (media_type, provider_id, region) do update set
      flatrate = excluded.flatrate, rent = excluded.rent, buy = excluded.buy, flatrate_ids = excluded.flatrate_ids,
      link = excluded.link, illustrative = excluded.illustrative, checked_at = now()`);
}

/**
 * A title's offers in these countries from the catalogue: `fresh` past its cache (the daily check).
 * Null when the catalogue did not answer (the service failing): never taken for "streams nowhere".
 */
export async function askOffers(
  app: FastifyInstance,
  title: TitleRef,
  regions: readonly string[],
  fresh = false,
): Promise<Map<string, TitleOffers> | null> {
  try {
    const answer = await app.catalog.movies.titleOffers(kindOf(title.type), Number(title.providerId), regions, {
      fresh,
    });
    return answer ?? new Map(regions.map((region) => [region, NOWHERE]));
  } catch (error) {
    // A failing service was logged by the live client; anything else is ours to hear about.
    if (!(error instanceof AppError)) app.log.warn({ err: error, title: keyOf(title) }, 'availability not answered');
    return null;
  }
}

/**
 * The offers of these titles in a country: stored ones while fresh; the others asked of the
 * catalogue (all of them offline, where it costs nothing; at most LOOKUPS_PER_REQUEST live) and
 * stored. Titles left unasked or unanswered are `pending`: the answer says so and the web asks again.
 */
export async function offersFor(
  app: FastifyInstance,
  titles: readonly TitleRef[],
  region: string,
): Promise<{ offers: Map<string, StoredOffers>; pending: number }> {
  const illustrative = isIllustrative(app);
  const offers = await storedOffers(app.db, titles, region, illustrative);
  const missing = [...new Map(titles.map((title) => [keyOf(title), title])).values()].filter(
    (title) => !offers.has(keyOf(title)),
  );
  const asked = illustrative ? missing : missing.slice(0, LOOKUPS_PER_REQUEST);
  const limit = pLimit(LOOKUP_CONCURRENCY);
  const answers = await Promise.all(
    asked.map((title) =>
      limit(async () => {
        const found = (await askOffers(app, title, [region]))?.get(region);
        return found ? { title, region, offers: found } : null;
      }),
    ),
  );
  const answered = answers.filter((answer) => answer !== null);
  await storeOffers(app.db, answered, illustrative);
  for (const { title, offers: found } of answered) offers.set(keyOf(title), found);
  return { offers, pending: missing.length - answered.length };
}
