export * from './lang.js';
export * from './pages.js';
export * from './page-paths.js';
export * from './common.js';
export * from './errors.js';
export * from './messages/index.js';
export * from './limits.js';
export * from './text.js';
export * from './username.js';
export * from './accounts.js';
export * from './contact.js';
export * from './tags.js';
export * from './media.js';
export * from './lists.js';
export * from './badges.js';
export * from './notification-constants.js';
export * from './notifications.js';
export * from './admin.js';
export * from './stats.js';
export * from './users.js';
export * from './outbox.js';
export * from './uploads.js';
export * from './catalog-constants.js';
export * from './catalog.js';
export * from './api-url.js';
// One export per route, read as `apiPath.listDetail`: bare, `tags`, `user` or `login` would read as
// data and clash with the web's own variables.
export * as apiPath from './api-paths.js';
export * from './api-routes/index.js';
