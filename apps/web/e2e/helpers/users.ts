import type { Page } from '@playwright/test';
import { API_HEADERS } from './env';

export interface E2eUser {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/**
 * A user no other test (or earlier run against the same server) uses: 12-14 lowercase letters and
 * digits, inside the 5-16 characters usernames allow.
 */
export function uniqueUser(): E2eUser {
  counter += 1;
  const time = Date.now().toString(36).slice(-6);
  const random = Math.random().toString(36).slice(2, 5).padEnd(3, '0');
  const username = `e2e${time}${random}${counter.toString(36)}`.slice(0, 16);
  return { username, email: `${username}@pepites.test`, password: 'Password1!x' };
}

/**
 * Creates `user` and signs the page's browser context in through the API (the cookie lands in the
 * context): for tests about what a member sees, not about the login form.
 */
export async function signUpAndLogIn(page: Page, user: E2eUser): Promise<number> {
  const registered = await page.request.post('/api/register', {
    headers: API_HEADERS,
    data: { user_name: user.username, email: user.email, password: user.password },
  });
  if (registered.status() !== 201)
    throw new Error(`register answered ${registered.status()}: ${await registered.text()}`);
  const login = await page.request.post('/api/login', {
    headers: API_HEADERS,
    data: { email: user.email, password: user.password },
  });
  if (!login.ok()) throw new Error(`login answered ${login.status()}: ${await login.text()}`);
  return ((await login.json()) as { user: { id: number } }).user.id;
}
