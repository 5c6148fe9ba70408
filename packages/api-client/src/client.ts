import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.js';
import { PortalError } from './errors.js';
import { judgeAnswer, unwrap, type OperationData } from './envelope.js';
import { defaultTokenStore, type TokenStore } from './token-store.js';
import { portalAddresses } from './addresses.js';

export interface PortalClientOptions {
  /** The back-end base (spec §7), e.g. '/api' or 'https://credit.example.gov.cn/prod-api'. */
  apiBase?: string;
  /** The financial-products base (spec §7). */
  creditBase?: string;
  /** Where the login token lives; the cookie in a browser, memory elsewhere. */
  tokenStore?: TokenStore;
  /** Code 401: the token is already cleared; send the visitor to the single sign-on (spec §8). */
  onAuthRequired?: () => void;
  /** Code 203: the token is already cleared (spec §4, §8). */
  onTokenExpired?: () => void;
  /** HTTP 509: the crawler guard's page at `url`, for the 560x400 verification window (spec §4, §9). */
  onVerification?: (url: string) => void;
  /** Spec §9: 30000 ms. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100, rounded down. */
  percent: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** The name the server sees, for a Blob that is not a File. */
  fileName?: string;
}

const UPLOAD_PATH = '/filestorage/file/uploadFile';

/** What the upload answers: typed from the contract once it describes the path, `unknown` until then. */
export type UploadedFile = paths extends { [UPLOAD_PATH]: { post: infer Operation } }
  ? OperationData<Operation>
  : unknown;

/** The multipart body of an upload: one part named `file`. */
export function uploadForm(file: Blob, fileName?: string): FormData {
  const form = new FormData();
  if (fileName === undefined) form.append('file', file);
  else form.append('file', file, fileName);
  return form;
}

export function createPortalClient(options: PortalClientOptions = {}) {
  const {
    apiBase = '/api',
    creditBase = '/credit',
    tokenStore = defaultTokenStore(),
    onAuthRequired,
    onTokenExpired,
    onVerification,
    timeoutMs = 30000,
    fetch,
  } = options;
  const addresses = portalAddresses({ apiBase, creditBase, tokenStore });
  const { isPortalUrl } = addresses;
  const apiRoot = apiBase.replace(/\/+$/, '');

  function authorization(url: string): string | undefined {
    const token = tokenStore.get();
    // The token goes to our two bases only, never to another host (spec §7).
    return token && isPortalUrl(url) ? `${token.token_type} ${token.access_token}` : undefined;
  }

  /** The catalogue's consequences (spec §8); a foreign host's answer never touches our token or windows. */
  function consequences(error: PortalError): PortalError {
    if (isPortalUrl(error.url)) {
      if (error.kind === 'verification') onVerification?.(error.url as string);
      if (error.kind === 'tokenExpired' || error.kind === 'unauthenticated') {
        tokenStore.clear();
        if (error.kind === 'tokenExpired') onTokenExpired?.();
        else onAuthRequired?.();
      }
    }
    return error;
  }

  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const stopTimer = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };

  // Cross-cutting behaviour in one place: the token, the timeout, the envelope.
  const middleware: Middleware = {
    onRequest({ request, id }) {
      const header = authorization(request.url);
      if (header && !request.headers.has('Authorization')) request.headers.set('Authorization', header);
      // Spec §9: 30 s. The caller's own signal still cancels, and its abort stays an AbortError.
      const controller = new AbortController();
      const caller = request.signal;
      if (caller.aborted) controller.abort(caller.reason);
      else caller.addEventListener('abort', () => controller.abort(caller.reason), { once: true });
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id);
          controller.abort(new PortalError('timeout', undefined, { url: request.url }));
        }, timeoutMs),
      );
      return new Request(request, { signal: controller.signal });
    },

    async onResponse({ request, response, options: { parseAs }, id }) {
      const url = request.url;
      try {
        const isJson = /json/i.test(response.headers.get('Content-Type') ?? '');
        // Files (parseAs blob, stream …) and HEAD are the caller's; only an envelope in their place is judged.
        if (response.status !== 509 && response.ok && (request.method === 'HEAD' || (parseAs !== 'json' && !isJson))) {
          return;
        }
        let text = '';
        if (response.status !== 509) {
          try {
            text = await response.clone().text();
          } catch (cause) {
            // A timeout while the body streams in carries our reason; anything else is the network.
            const reason: unknown = request.signal.reason;
            throw reason instanceof PortalError ? reason : new PortalError('network', undefined, { url, cause });
          }
        }
        const verdict = judgeAnswer(response.status, text, url);
        if (!(verdict instanceof PortalError)) return;
        // A JSON file that is not an envelope is just a file.
        if (verdict.kind === 'malformed' && parseAs !== 'json' && response.ok) return;
        throw consequences(verdict);
      } finally {
        stopTimer(id);
      }
    },

    onError({ request, error, id }) {
      stopTimer(id);
      if (error instanceof PortalError) return error;
      // Browsers that reject with a plain AbortError still carry our reason on the signal.
      if (request.signal.reason instanceof PortalError) return request.signal.reason;
      if (request.signal.aborted) return;
      return new PortalError('network', undefined, { url: request.url, cause: error });
    },
  };

  const api = createClient<paths>({ baseUrl: apiBase, fetch });
  const credit = createClient<paths>({ baseUrl: creditBase, fetch });
  api.use(middleware);
  credit.use(middleware);
  /** Uploads one file as multipart (spec §7), with progress, the token and the 30 s timeout. */
  function uploadFile(file: Blob, { onProgress, signal, fileName }: UploadOptions = {}): Promise<UploadedFile> {
    const form = uploadForm(file, fileName);
    const report = (loaded: number, total: number) =>
      onProgress?.({ loaded, total, percent: total > 0 ? Math.floor((loaded * 100) / total) : 100 });

    if (typeof XMLHttpRequest === 'undefined') {
      // Without XHR (servers) the same middleware carries it; progress is only known at the end.
      type UploadPaths = Record<typeof UPLOAD_PATH, { post: { requestBody: { content: { 'multipart/form-data': FormData } } } }>;
      const untyped = api as unknown as Client<UploadPaths>;
      return unwrap(untyped.POST(UPLOAD_PATH, { body: form, signal })).then((data) => {
        report(file.size, file.size);
        return data as unknown as UploadedFile;
      });
    }

    const url = `${apiRoot}${UPLOAD_PATH}`;
    return new Promise<UploadedFile>((resolve, reject) => {
      // Only XHR reports upload progress; fetch cannot (yet) in every browser the portal serves.
      const xhr = new XMLHttpRequest();
      const fail = (kind: 'network' | 'timeout') => reject(new PortalError(kind, undefined, { url }));
      xhr.open('POST', url);
      const header = authorization(url);
      if (header) xhr.setRequestHeader('Authorization', header);
      xhr.timeout = timeoutMs;
      xhr.upload.onprogress = (event) => report(event.loaded, event.lengthComputable ? event.total : file.size);
      xhr.onload = () => {
        const verdict = judgeAnswer(xhr.status, xhr.responseText, url);
        if (verdict instanceof PortalError) reject(consequences(verdict));
        else resolve(verdict.data as UploadedFile);
      };
      xhr.onerror = () => fail('network');
      xhr.ontimeout = () => fail('timeout');
      xhr.onabort = () => reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
      // abort() before send() fires no event, so an already-cancelled upload is refused here.
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  }

  return {
    /** The back-end base's client (openapi-fetch). */
    api,
    /** The financial-products base's client (openapi-fetch). */
    credit,
    tokenStore,
    apiBase,
    creditBase,
    ...addresses,
    uploadFile,
  };
}

export type PortalClient = ReturnType<typeof createPortalClient>;
