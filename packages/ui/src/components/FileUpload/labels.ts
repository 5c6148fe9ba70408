// FileUpload's texts and the shape of a file it lists, apart from the component: code that only checks
// files as the component would (a form's action on the server, its checks in the browser) loads no
// component with them.
import { formatFileSize } from '../../format/formatShortNumber';

/** A file the caller's upload accepted. */
export interface UploadedFile {
  id: string | number;
  name: string;
  size: number;
}

export interface FileUploadLabels {
  choose: string;
  /** Names the hidden native file input (for tests and assistive tools that reach it). */
  fileInput: string;
  /** Names the list of files. */
  list: string;
  uploading: string;
  done: string;
  failed: string;
  retry: string;
  remove: string;
  progress: (name: string) => string;
  wrongType: (name: string, accept: readonly string[]) => string;
  tooLarge: (name: string, maxSize: number) => string;
  tooMany: (maxFiles: number) => string;
  /** Announced when an upload finishes or fails. */
  announceDone: (name: string) => string;
  announceFailed: (name: string) => string;
  announceRemoved: (name: string) => string;
}

export const defaultFileUploadLabels: FileUploadLabels = {
  choose: '选择文件',
  fileInput: '选择要上传的文件',
  list: '已选文件',
  uploading: '正在上传',
  done: '已上传',
  failed: '上传失败',
  retry: '重新上传',
  remove: '删除',
  progress: (name) => `${name} 上传进度`,
  wrongType: (name, accept) => `“${name}”的格式不支持，请上传 ${accept.join('、')} 格式的文件`,
  tooLarge: (name, maxSize) => `“${name}”超过 ${formatFileSize(maxSize)}，请压缩后重新上传`,
  tooMany: (maxFiles) => `最多上传 ${maxFiles} 个文件`,
  announceDone: (name) => `${name} 上传完成`,
  announceFailed: (name) => `${name} 上传失败`,
  announceRemoved: (name) => `已删除 ${name}`,
};
