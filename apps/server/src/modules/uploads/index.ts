export { deleteUnusedUploads, saveUpload } from './uploads.service.js';
/** Uploaded images as they are served: /uploads/{id}. */
export { uploadsRoutes as uploadsModule } from './uploads.routes.js';
