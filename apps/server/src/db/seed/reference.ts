import { BADGE_CATALOGUE, TAG_CATALOGUE } from '@pepites/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { badges, tags } from '../schema/index.js';

/**
 * Upserts the 40 tags (by name) and the 11 rule badges (by key): safe at every start, and a wording
 * changed in the contracts reaches existing databases. Badges created by the admin have no key and
 * are never touched.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(tags)
      .values(TAG_CATALOGUE.map((tag) => ({ name: tag.name, nameFr: tag.name_fr })))
      .onConflictDoUpdate({ target: tags.name, set: { nameFr: sql`excluded.name_fr` } });
    await tx
      .insert(badges)
      .values(
        BADGE_CATALOGUE.map((badge) => ({
          key: badge.key,
          rule: badge.rule,
          threshold: badge.threshold,
          name: badge.name,
          nameEn: badge.name_en,
          description: badge.description,
          descriptionEn: badge.description_en,
          icon: badge.icon,
        })),
      )
      .onConflictDoUpdate({
        target: badges.key,
        set: {
          rule: sql`excluded.rule`,
          threshold: sql`excluded.threshold`,
          name: sql`excluded.name`,
          nameEn: sql`excluded.name_en`,
          description: sql`excluded.description`,
          descriptionEn: sql`excluded.description_en`,
          icon: sql`excluded.icon`,
        },
      });
  });
}
