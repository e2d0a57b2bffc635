import { defaultRegionOf, type Lang, type MyServices, type Provider } from '@pepites/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, watchSettings } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { isKnownRegion, knownRegion, type Catalog } from '../catalog/index.js';

/** A member's country and services as the availability routes and the check read them. */
export interface WatchSettings {
  region: string;
  /** In the member's order; empty until they choose. */
  providerIds: number[];
  saved: boolean;
}

/**
 * The member's settings; before any save, their profile's country when it has streaming data, else
 * the language's (FR for French, US otherwise: docs/product.md#title-pages), and no service.
 */
export async function readWatchSettings(db: Db, userId: number, lang: Lang): Promise<WatchSettings> {
  const [row] = await db
    .select({ region: watchSettings.region, providerIds: watchSettings.providerIds, country: users.country })
    .from(users)
    .leftJoin(watchSettings, eq(watchSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (row?.region) return { region: row.region, providerIds: row.providerIds ?? [], saved: true };
  const region = isKnownRegion(row?.country) ? row.country : defaultRegionOf(lang);
  return { region, providerIds: [], saved: false };
}

/**
 * The services a member may pick in a country: the catalogue's lists for movies and for shows
 * together (the same list the title pages and Binge Buddy offer), by id.
 */
async function servicesOf(catalog: Catalog, region: string, lang: Lang): Promise<Map<number, Provider>> {
  const [movies, shows] = await Promise.all([
    catalog.movies.watchProviders('movie', region, lang),
    catalog.movies.watchProviders('tv', region, lang),
  ]);
  return new Map([...shows, ...movies].map((provider) => [provider.provider_id, provider]));
}

/** The settings as the member sees them: their services named, with logos, in their order. */
export async function servicesView(catalog: Catalog, settings: WatchSettings, lang: Lang): Promise<MyServices> {
  if (settings.providerIds.length === 0) return { region: settings.region, providers: [], saved: settings.saved };
  const offered = await servicesOf(catalog, settings.region, lang);
  // A service the country's list no longer carries stays saved (it may come back) but is not shown.
  const providers = settings.providerIds.flatMap((id) => offered.get(id) ?? []);
  return { region: settings.region, providers, saved: settings.saved };
}

/**
 * Replaces the member's country and services. The country must be one with streaming data and each
 * service one of that country's (else a 400 on the field at fault); ids keep the member's order.
 */
export async function saveWatchSettings(
  db: Db,
  catalog: Catalog,
  userId: number,
  input: { region: string; provider_ids: number[] },
  lang: Lang,
): Promise<WatchSettings> {
  const region = knownRegion(input.region) as string;
  const offered = await servicesOf(catalog, region, lang);
  const unknown = input.provider_ids.findIndex((id) => !offered.has(id));
  if (unknown >= 0) throw badRequest({ [`provider_ids.${unknown}`]: 'services.unknown' });
  const values = { region, providerIds: input.provider_ids };
  await db
    .insert(watchSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: watchSettings.userId, set: { ...values, updatedAt: sql`now()` } });
  return { ...values, saved: true };
}
