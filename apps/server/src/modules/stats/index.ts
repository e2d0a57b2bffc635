/** The public figures: /stats, /lists/getMostLiked, /lists/getTotalLikes. */
export { statsRoutes as statsModule } from './stats.routes.js';
