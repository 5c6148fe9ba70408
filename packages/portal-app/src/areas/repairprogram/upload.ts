// Files the operator sends: a repair basis's attachments and the batch spreadsheet, as multipart bodies of
// the program's own operations (its token, not the visitor's uploadFile).
import { unwrap, type Schemas } from '@credit-portal/api-client';
import type { UploadHandler } from '@credit-portal/ui';
import { program } from '#program';

const formOf = (file: Blob, name: string): FormData => {
  const form = new FormData();
  form.append('file', file, name);
  return form;
};

/** openapi-fetch sends a FormData as it is (the browser sets the multipart boundary). */
const asIs = (body: unknown) => body as BodyInit;

export const uploadAttachment: UploadHandler = async (file, onProgress) => {
  const stored = await unwrap(
    program.api.POST('/repairprogram/attachment/upload', {
      body: formOf(file, file.name) as unknown as Schemas['RepairUploadForm'],
      bodySerializer: asIs,
    }),
  );
  onProgress(100);
  return { id: stored.id };
};

export function checkBatch(file: File): Promise<Schemas['RepairBatch']> {
  return unwrap(
    program.api.POST('/repairprogram/batch/check', {
      body: formOf(file, file.name) as unknown as Schemas['RepairUploadForm'],
      bodySerializer: asIs,
    }),
  );
}
