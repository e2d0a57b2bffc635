import type { ArrivalMail, NotificationSettings } from '@pepites/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationSettings } from '../../db/schema/index.js';

/** What a member who never saved their settings gets: every kind arrives, no weekly email. */
const DEFAULT_SETTINGS: NotificationSettings = { muted: [], weekly_digest: false };

function toSettingsView(row: { muted: string[]; weeklyDigest: boolean }): NotificationSettings {
  return { muted: row.muted as NotificationSettings['muted'], weekly_digest: row.weeklyDigest };
}

export async function readNotificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const [row] = await db
    .select({ muted: notificationSettings.muted, weeklyDigest: notificationSettings.weeklyDigest })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ? toSettingsView(row) : DEFAULT_SETTINGS;
}

/** Writes the member's settings whole (one row per member, made on the first save) and answers them as stored. */
export async function saveNotificationSettings(
  db: Db,
  userId: number,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const values = { muted: settings.muted, weeklyDigest: settings.weekly_digest };
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning({ muted: notificationSettings.muted, weeklyDigest: notificationSettings.weeklyDigest });
  return row ? toSettingsView(row) : DEFAULT_SETTINGS;
}

/** How a title arriving on the member's services is mailed (decision 043); `none` before any choice. */
export async function readArrivalMail(db: Db, userId: number): Promise<ArrivalMail> {
  const [row] = await db
    .select({ arrivalMail: notificationSettings.arrivalMail })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.arrivalMail ?? 'none';
}

/** Saves that choice alone: the kinds muted and the weekly digest stay as they were. */
export async function saveArrivalMail(db: Db, userId: number, arrivalMail: ArrivalMail): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, arrivalMail })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { arrivalMail, updatedAt: sql`now()` } });
}
