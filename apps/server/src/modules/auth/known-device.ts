import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser that has signed in to an account before carries this signed cookie with the account's
 * id. Failed logins of strangers lock an account for a while (RATE_LIMITS.loginFailures); browsers
 * holding the cookie are exempt, so the owner can still sign in during such a lock (OWASP's
 * "device cookies" defence against account lockout).
 */
export const KNOWN_DEVICE_COOKIE = 'pepites_device';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function rememberDevice(reply: FastifyReply, userId: number): void {
  reply.setCookie(KNOWN_DEVICE_COOKIE, String(userId), {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: reply.server.config.publicUrl.startsWith('https:'),
    signed: true,
    maxAge: ONE_YEAR_S,
  });
}

/** The account this browser signed in to before, or null. */
export function knownDeviceUserId(request: FastifyRequest): number | null {
  const raw = request.cookies[KNOWN_DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && /^\d+$/.test(unsigned.value) ? Number(unsigned.value) : null;
}
