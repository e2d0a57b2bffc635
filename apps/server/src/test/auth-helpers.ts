import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Lang, Role, User } from '@pepites/contracts';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import { userNameKey } from '../lib/user-name-key.js';
import { createSession } from '../modules/auth/session-store.js';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE, SESSION_COOKIE } from '../plugins/session.js';

/** Send with every POST/PUT/PATCH/DELETE (and GET /api/logout), as the web client does. */
export const csrf = { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE } as const;

/** Meets the password policy (8+ characters, one uppercase letter, one digit). */
export const TEST_PASSWORD = 'Password123';

export interface TestUser {
  id: number;
  user_name: string;
  email: string;
  password: string;
  role: Role;
}

export interface UserOverrides {
  user_name?: string;
  email?: string;
  password?: string;
  role?: Role;
  /** The language of the member's mails (users.lang); French by default, as at sign-up. */
  lang?: Lang;
  avatar?: string | null;
  country?: string | null;
  city?: string | null;
  catchline?: string | null;
  introduction?: string | null;
}

/**
 * A member's whole profile as they see it themself (the login's answer, their own page): the email
 * included, an empty profile and no lists unless `fields` says otherwise.
 */
export function ownProfile(user: Pick<TestUser, 'id' | 'user_name' | 'email'>, fields: Partial<User> = {}): User {
  const empty = { avatar: null, country: null, city: null, catchline: null, introduction: null };
  return {
    id: user.id,
    user_name: user.user_name,
    email: user.email,
    ...empty,
    publicListsCount: 0,
    listsCount: 0,
    role: 'user',
    ...fields,
  };
}

let counter = 0;
/** 5 to 16 characters, unique within a run. */
export function uniqueUserName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}${Math.random().toString(36).slice(2, 8)}`.slice(0, 16);
}

let defaultHash: Promise<string> | undefined;
const hashFor = (password: string) => {
  if (password !== TEST_PASSWORD) return hashPassword(password);
  defaultHash ??= hashPassword(TEST_PASSWORD);
  return defaultHash;
};

const dbOf = (source: FastifyInstance | Db): Db => ('inject' in source ? source.db : source);

/** Inserts a user straight into the database (no rate limit, no API), with sensible unique defaults. */
export async function createUser(source: FastifyInstance | Db, overrides: UserOverrides = {}): Promise<TestUser> {
  const user_name = overrides.user_name ?? uniqueUserName();
  const email = (overrides.email ?? `${user_name}@example.test`).toLowerCase();
  const password = overrides.password ?? TEST_PASSWORD;
  const role = overrides.role ?? 'user';
  const [row] = await dbOf(source)
    .insert(users)
    .values({
      userName: user_name,
      userNameKey: userNameKey(user_name),
      email,
      passwordHash: await hashFor(password),
      role,
      lang: overrides.lang ?? 'fr',
      avatar: overrides.avatar ?? null,
      country: overrides.country ?? null,
      city: overrides.city ?? null,
      catchline: overrides.catchline ?? null,
      introduction: overrides.introduction ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('createUser: insert returned no row');
  return { id: row.id, user_name, email, password, role };
}

/** The `admin` account (role admin), as the bootstrap creates it; called twice, it returns the same account. */
export async function createAdmin(source: FastifyInstance | Db, overrides: UserOverrides = {}): Promise<TestUser> {
  const password = overrides.password ?? TEST_PASSWORD;
  const [existing] = await dbOf(source)
    .update(users)
    .set({ passwordHash: await hashFor(password), role: 'admin' })
    .where(eq(users.userName, 'admin'))
    .returning({ id: users.id, email: users.email });
  if (existing) return { id: existing.id, user_name: 'admin', email: existing.email, password, role: 'admin' };
  return createUser(source, { user_name: 'admin', email: 'admin@pepites.local', role: 'admin', ...overrides });
}

let addressCounter = 0;
/** A distinct client address per call, so per-IP rate limits never trip in tests that do not test them. */
export function uniqueAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE && candidate.value !== '');
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

/** Signs in through POST /api/login and returns the `Cookie` header value to send afterwards. */
export async function loginAs(
  app: FastifyInstance,
  credentials: { email: string; password?: string },
  options: { remember?: boolean } = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: csrf,
    remoteAddress: uniqueAddress(),
    payload: {
      email: credentials.email,
      password: credentials.password ?? TEST_PASSWORD,
      remember: options.remember ?? false,
    },
  });
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`loginAs(${credentials.email}) failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}

/**
 * A valid session cookie for `user` without going through POST /api/login (no argon2, no rate
 * limit): for tests that need many fresh sessions. Use loginAs to test the login itself.
 */
export async function cookieFor(app: FastifyInstance, user: { id: number }, remember = false): Promise<string> {
  const session = await createSession(app.db, user.id, remember);
  return `${SESSION_COOKIE}=${app.signCookie(session.id)}`;
}

/** Creates a user and signs them in: the usual start of a test that needs someone signed in. */
export async function signedInUser(
  app: FastifyInstance,
  overrides: UserOverrides = {},
): Promise<TestUser & { cookie: string }> {
  const user = await createUser(app, overrides);
  return { ...user, cookie: await loginAs(app, user) };
}

/** Registers through POST /api/register (from a fresh address, so the sign-up limit is not hit). */
export function signUp(
  app: FastifyInstance,
  input: { user_name: string; email: string; password: string },
  lang = 'fr',
) {
  return app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { ...csrf, 'accept-language': lang },
    remoteAddress: uniqueAddress(),
    payload: input,
  });
}

/** `inject` with the caller's cookie (or none) and the CSRF header already set. */
export function injectAs(app: FastifyInstance, cookie: string | undefined, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { ...csrf, ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) },
  });
}
