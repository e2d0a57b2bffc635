/**
 * The environment of a real server child in tests: a production server on loopback, nothing
 * inherited but PATH and HOME, so a developer's own variables cannot change what a test sees.
 */
export function productionServerEnv(
  port: number,
  dataDir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ...extra,
  };
}
