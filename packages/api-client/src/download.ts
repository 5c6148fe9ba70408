import { judgeAnswer } from './envelope.js';
import { PortalError } from './errors.js';

export interface DownloadProgress {
  loaded: number;
  /** 0 when the server did not say how large the file is. */
  total: number;
  /** 0 to 100, or null while the size is unknown. */
  percent: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (`filename*` first, RFC 5987), else the fallback. */
  fileName: string;
}

export interface DownloadOptions {
  method?: 'GET' | 'POST';
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
  fallbackName?: string;
  fetch?: typeof globalThis.fetch;
}

/** The file name a Content-Disposition header gives, RFC 5987 `filename*` preferred. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Downloads a file with progress (spec §6: the address carries `access_token`; use the client's
 * `withAccessToken`). A JSON answer instead of the file is the envelope of a failure and rejects
 * with the catalogue's PortalError; a dropped connection with the network error.
 */
export async function downloadWithProgress(url: string, options: DownloadOptions = {}): Promise<DownloadedFile> {
  const { method = 'GET', onProgress, signal, fallbackName = 'download', fetch: fetchImpl = globalThis.fetch } = options;
  let response: Response;
  try {
    response = await fetchImpl(url, { method, signal, credentials: 'same-origin' });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new PortalError('network', undefined, { url, cause });
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json') || type.includes('text/html')) {
    const answer = judgeAnswer(response.status, await response.text(), url);
    throw answer instanceof PortalError ? answer : new PortalError('malformed', undefined, { status: response.status, url });
  }
  const total = Number(response.headers.get('content-length') ?? 0) || 0;
  const chunks: BlobPart[] = [];
  let loaded = 0;
  const reader = response.body?.getReader();
  try {
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      chunks.push(part.value);
      loaded += part.value.byteLength;
      onProgress?.({ loaded, total, percent: total > 0 ? Math.min(100, Math.floor((loaded * 100) / total)) : null });
    }
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new PortalError('network', undefined, { url, cause });
  }
  onProgress?.({ loaded, total: total || loaded, percent: 100 });
  return { blob: new Blob(chunks, { type }), fileName: fileNameFrom(response.headers.get('content-disposition'), fallbackName) };
}
