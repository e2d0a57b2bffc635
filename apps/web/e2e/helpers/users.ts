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
