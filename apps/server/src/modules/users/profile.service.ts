import { eq, sql } from 'drizzle-orm';
import { AVATAR_SIZE_PX, UPLOAD_URL_PREFIX, type UpdateProfileInput } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { uploads, users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { deleteUploadByUrl, fetchRemoteImage, saveUpload, uploadIdFromUrl } from '../uploads/index.js';
import { userNameKey } from '../../lib/user-name-key.js';
import { conflictFromUniqueViolation, userNameError, userNameUnavailability } from './user-name.js';
import type { UserRow } from './users.queries.js';

const badAvatar = () => badRequest({ avatar: 'upload.url' });

/** An absolute link to one of our uploads is stored in its short, origin-relative form. */
function ownUploadPath(avatar: string, publicUrl: string): string {
  return avatar.startsWith(`${publicUrl}${UPLOAD_URL_PREFIX}`) ? avatar.slice(publicUrl.length) : avatar;
}

/**
 * What the avatar becomes: null to remove it, one of the user's own uploads as it is, or an external
 * http(s) image fetched, checked and re-encoded here so the browser only ever loads it from us.
 */
async function resolveAvatar(
  db: Db,
  user: UserRow,
  requested: string | null | undefined,
  publicUrl: string,
): Promise<string | null> {
  if (requested === undefined) return user.avatar;
  if (requested === null || requested === '') return null;
  const avatar = ownUploadPath(requested, publicUrl);
  if (avatar === user.avatar) return avatar;
  if (avatar.startsWith(UPLOAD_URL_PREFIX)) {
    const id = uploadIdFromUrl(avatar);
    const [upload] = id
      ? await db.select({ ownerId: uploads.ownerId }).from(uploads).where(eq(uploads.id, id)).limit(1)
      : [];
    // Someone else's upload could vanish when they change their own avatar.
    if (!upload || upload.ownerId !== user.id) throw badAvatar();
    return avatar;
  }
  if (!/^https?:\/\//i.test(avatar)) throw badAvatar();
  const bytes = await fetchRemoteImage(avatar, { field: 'avatar' });
  const saved = await saveUpload(db, {
    ownerId: user.id,
    kind: 'avatar',
    input: bytes,
    size: AVATAR_SIZE_PX,
    field: 'avatar',
  });
  return saved.url;
}

async function assertUserNameFree(db: Db, user: UserRow, userName: string): Promise<void> {
  const unchanged = userName.toLowerCase() === user.userName.toLowerCase();
  if (unchanged) return;
  const problem = await userNameUnavailability(db, userName, user.id);
  if (problem) throw userNameError('username', problem);
}

/** Applies `PUT /update/{userId}`; the replaced avatar upload, if it was ours, is deleted. */
export async function updateProfile(
  db: Db,
  user: UserRow,
  input: UpdateProfileInput,
  publicUrl: string,
): Promise<UserRow> {
  await assertUserNameFree(db, user, input.username);
  const avatar = await resolveAvatar(db, user, input.avatar, publicUrl);
  const changes = {
    userName: input.username,
    userNameKey: userNameKey(input.username),
    avatar,
    ...(input.country !== undefined ? { country: input.country } : {}),
    ...(input.city !== undefined ? { city: input.city } : {}),
    ...(input.catchline !== undefined ? { catchline: input.catchline } : {}),
    ...(input.introduction !== undefined ? { introduction: input.introduction } : {}),
    updatedAt: sql`now()`,
  };
  let updated: UserRow | undefined;
  try {
    [updated] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
  } catch (error) {
    throw conflictFromUniqueViolation(error, 'username') ?? error;
  }
  if (!updated) throw new Error('profile update returned no row');
  if (user.avatar && user.avatar !== updated.avatar) await deleteUploadByUrl(db, user.avatar);
  return updated;
}
