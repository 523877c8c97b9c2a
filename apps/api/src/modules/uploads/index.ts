// The uploads module's public face: other modules store files through FileStore (import
// UploadsModule) and accept them with the FileUpload interceptor. Nothing else is theirs to use.
export { UploadsModule } from './uploads.module';
export { FileStore, type HeldFile, type StoredFileView } from './store-upload';
export { checkHeldFile, FileUpload, TYPES as UPLOAD_TYPES, type UploadPolicy, type UploadedFile } from './file-upload.interceptor';
export { uploadedReason } from './uploaded-reason';
