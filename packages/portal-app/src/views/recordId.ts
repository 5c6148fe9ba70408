/** Record ids of the public lists are digits (openapi: `^\d{1,18}$`); anything else names no record. */
export const isRecordId = (id: string): boolean => /^\d{1,18}$/.test(id);
