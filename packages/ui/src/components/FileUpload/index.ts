export { FileUpload } from './FileUpload';
export type { FileUploadProps, UploadHandler } from './FileUpload';
export { FileInput } from './FileInput';
export type { FileInputProps } from './FileInput';
export { defaultFileUploadLabels } from './labels';
export type { FileUploadLabels, UploadedFile } from './labels';
export { isAccepted, describeRules } from './fileRules';
