// 证明材料 of the objection and complaint forms: uploaded one by one before the form is sent, the form
// carries their ids (openapi FileIds: at most 5).
import type { UploadedFile, UploadHandler } from '@credit-portal/ui';
import { portal } from '#portal';

// The upload's rules (openapi files.yaml uploadFile): these types, 10 MB each.
export const EVIDENCE_ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', '.gif', '.doc', '.docx', '.xls', '.xlsx', '.zip', '.ofd'] as const;
export const EVIDENCE_MAX_SIZE = 10 * 1024 * 1024;
export const EVIDENCE_MAX_FILES = 5;

export const uploadEvidence: UploadHandler = async (file, onProgress) => {
  const stored = await portal.uploadFile(file, { onProgress: (progress) => onProgress(progress.percent) });
  return { id: stored.id };
};


/** Stores one file sent with a form without the page's script (the route's action): its record as the chooser lists it. */
export const storeEvidence = async (file: File): Promise<UploadedFile> => {
  const stored = await portal.uploadFile(file, { fileName: file.name });
  return { id: stored.id, name: file.name, size: file.size };
};
