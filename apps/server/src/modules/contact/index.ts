/** The contact form: /contact. */
export { contactRoutes as contactModule } from './contact.routes.js';
