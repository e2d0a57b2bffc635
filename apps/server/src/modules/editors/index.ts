/** Lists made together (docs/decisions/038-community.md): /list/{listId}/editors…, /list/{listId}/invitation, /account/editing. */
export { editorsRoutes as editorsModule } from './editors.routes.js';
