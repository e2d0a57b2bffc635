export * from './users.js';
export * from './items.js';
export * from './tags.js';
export * from './lists.js';
export * from './badges.js';
export * from './notifications.js';
export * from './system.js';
export * from './account-data.js';
