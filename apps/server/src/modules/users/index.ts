import type { FastifyPluginAsync } from 'fastify';
import { profileRoutes } from './profile.routes.js';
import { usersRoutes } from './users.routes.js';

export { deleteAccountRows, purgeReleasedUserNames } from './account-deletion.js';
export { ensureAdminAccount } from './admin-bootstrap.js';
export { conflictFromUniqueViolation, userNameError, userNameUnavailability } from './user-name.js';
export { backfillUserNameKeys } from './user-name-keys.js';
export { findUserByEmail, findUserById, isEmailTaken, toUserView, type UserRow } from './users.queries.js';

/** Members' public pages and their own profile: /user/{id}…, /update/{userId}, /uploads/avatar. */
export const usersModule: FastifyPluginAsync = async (api) => {
  await api.register(usersRoutes);
  await api.register(profileRoutes);
};
