/** The reference data: /tags, /badges. */
export { referenceRoutes as referenceModule } from './reference.routes.js';
