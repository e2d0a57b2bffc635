import type { ModerationAction } from '@pepites/contracts';
import type { SessionUser } from '../lib/guards.js';
import type { Db } from './client.js';
import { moderationActions } from './schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Appends an admin's action to the moderation log. Kept beside the database rather than in the admin
 * module because the lists module records one too (an admin deleting someone's list), and modules
 * should not reach into each other's services.
 */
export async function recordAction(
  db: Db | Tx,
  admin: SessionUser,
  action: ModerationAction,
  target: { id: number; label: string },
): Promise<void> {
  await db
    .insert(moderationActions)
    .values({ adminId: admin.id, adminName: admin.user_name, action, targetId: target.id, targetLabel: target.label });
}
