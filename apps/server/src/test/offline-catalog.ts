/** The offline catalogue's data (titles, countries' services), for tests that pick their titles and services from it. */
export { offlineData } from '../modules/catalog/offline/offline-data.js';
