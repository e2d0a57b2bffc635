import net from 'node:net';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Resolves undefined when PostgreSQL accepts a connection and answers a query, else a short reason. */
export async function checkPostgres(connectionString) {
  let pg;
  try {
    pg = (await import('pg')).default;
  } catch {
    return tcpProbe(connectionString);
  }
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    // Node reports a refused connection to several addresses as an AggregateError with no message.
    if (!(error instanceof Error)) return String(error);
    return error.message || String(/** @type {{ code?: string }} */ (error).code ?? error.name);
  } finally {
    await client.end().catch(() => {});
  }
}

function tcpProbe(connectionString) {
  const url = new URL(connectionString);
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432), timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('connection timed out');
    });
    socket.once('error', (error) => resolve(error.message));
  });
}
