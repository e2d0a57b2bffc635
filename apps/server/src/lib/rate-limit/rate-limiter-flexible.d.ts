// The package's index loads every store it offers and tries their drivers (about 10 MB of RSS); the
// server imports the two it uses from their own files, typed by the package's declarations.
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import { RateLimiterMemory } from 'rate-limiter-flexible';
  export = RateLimiterMemory;
}

declare module 'rate-limiter-flexible/lib/RateLimiterRedis.js' {
  import { RateLimiterRedis } from 'rate-limiter-flexible';
  export = RateLimiterRedis;
}
