import { createHash, randomBytes } from 'node:crypto';

/** A random 32-byte secret (session id, reset token), URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak gives no usable session or reset link. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
