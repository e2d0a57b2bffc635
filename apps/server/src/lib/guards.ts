import type { Role } from '@pepites/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from './errors.js';

/**
 * Who the session cookie belongs to; set on every API request by the session plugin. Defined here,
 * below the plugins and the modules, so that the guards every route module calls and the plugin
 * that fills `request.user` share it without either reaching up into the auth module.
 */
export interface SessionUser {
  id: number;
  user_name: string;
  role: Role;
  email: string;
}

/** 401 for a visitor; returns the signed-in user. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** For paths carrying a user id (docs/api.md#identity): 401 signed out, 403 when it is someone else's. */
export function requireSelf(request: FastifyRequest, userId: number): SessionUser {
  const user = requireUser(request);
  if (user.id !== userId) throw forbidden();
  return user;
}

export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden();
  return user;
}

export function isAdmin(user: SessionUser | null): boolean {
  return user?.role === 'admin';
}
