// Files the operator sends: a repair basis's attachments and the batch spreadsheet, as multipart bodies of
// the program's own operations (its token, not the visitor's uploadFile).
import { unwrap, type Schemas } from '@credit-portal/api-client';
import type { UploadedFile, UploadHandler } from '@credit-portal/ui';
import { program } from '#program';

const formOf = (file: Blob, name: string): FormData => {
  const form = new FormData();
  form.append('file', file, name);
  return form;
};

/** openapi-fetch sends a FormData as it is (the browser sets the multipart boundary). */
const asIs = (body: unknown) => body as BodyInit;

/** Stores one attachment of the operator: its record as the chooser lists it (the back end's id, name and size). */
export async function storeAttachment(file: File): Promise<UploadedFile> {
  const stored = await unwrap(
    program.api.POST('/repairprogram/attachment/upload', {
      body: formOf(file, file.name) as unknown as Schemas['RepairUploadForm'],
      bodySerializer: asIs,
    }),
  );
  return { id: stored.id, name: stored.name, size: stored.size };
}

/** The chooser's upload of one attachment (with the page's script, as it is chosen). */
export const uploadAttachment: UploadHandler = async (file, onProgress) => {
  const { id } = await storeAttachment(file);
  onProgress(100);
  return { id };
};

export function checkBatch(file: File): Promise<Schemas['RepairBatch']> {
  return unwrap(
    program.api.POST('/repairprogram/batch/check', {
      body: formOf(file, file.name) as unknown as Schemas['RepairUploadForm'],
      bodySerializer: asIs,
    }),
  );
}
