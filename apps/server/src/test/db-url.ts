/** Which database the suite runs on: `TEST_DB=postgres` uses TEST_DATABASE_URL's server. */
export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** TEST_DATABASE_URL with another database name (throwaway databases live beside `postgres`). */
export function withDatabase(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name}`;
  return url.toString();
}

/** The Redis the suite's shared-rate-limit tests use (each test app gets its own key prefix). */
export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}
