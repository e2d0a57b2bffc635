/** Following members and the feed of what they do (docs/decisions/038-community.md): /user/{id}/follow…, /feed…. */
export { followsRoutes as followsModule } from './follows.routes.js';
