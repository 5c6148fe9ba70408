import { formatFileSize } from '../../format/formatShortNumber';

/**
 * Whether a file matches an accept list like the `accept` attribute's: extensions (.pdf),
 * exact types (application/pdf) or families (image/*). An empty list accepts everything.
 */
export function isAccepted(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((rule) => {
    const r = rule.trim().toLowerCase();
    if (r.startsWith('.')) return name.endsWith(r);
    if (r.endsWith('/*')) return type.startsWith(r.slice(0, -1));
    return type === r;
  });
}

/** The `accept` attribute of an accept list (its rules joined by commas), none for an empty list. */
export const acceptAttribute = (accept: readonly string[]): string | undefined => (accept.length > 0 ? accept.join(',') : undefined);

/** 支持 .pdf、.jpg 格式，单个文件不超过 10 MB，最多 5 个 */
export function describeRules(accept: readonly string[], maxSize?: number, maxFiles?: number): string {
  const parts: string[] = [];
  if (accept.length > 0) parts.push(`支持 ${accept.join('、')} 格式`);
  if (maxSize !== undefined) parts.push(`单个文件不超过 ${formatFileSize(maxSize)}`);
  if (maxFiles !== undefined) parts.push(`最多 ${maxFiles} 个`);
  return parts.join('，');
}
