export { readSingleFile } from './multipart.js';
export {
  deleteUnusedUploads,
  deleteUploadByUrl,
  fetchRemoteImage,
  saveUpload,
  uploadIdFromUrl,
} from './uploads.service.js';
/** Uploaded images as they are served: /uploads/{id}. */
export { uploadsRoutes as uploadsModule } from './uploads.routes.js';
