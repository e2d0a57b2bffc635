/** Pages rendered on the server; no routes of its own: the web plugin answers page addresses with it. */
export { createPageAnswerer, loadBuiltRenderer } from './pages.js';
