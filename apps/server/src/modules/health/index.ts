/** Liveness and readiness: /health. */
export { healthRoutes as healthModule } from './health.routes.js';
