export { FileUpload, defaultFileUploadLabels } from './FileUpload';
export type { FileUploadProps, FileUploadLabels, UploadedFile, UploadHandler } from './FileUpload';
export { isAccepted, describeRules } from './fileRules';
