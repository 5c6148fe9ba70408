/** What went wrong, one kind per row of the error catalogue (spec §8) plus the transport's own cases. */
export type PortalErrorKind =
  | 'validation'
  | 'tokenExpired'
  | 'unauthenticated'
  | 'forbidden'
  | 'invalidMethod'
  | 'notFound'
  | 'server'
  | 'network'
  | 'timeout'
  | 'verification'
  | 'malformed';

const NETWORK = '网络异常，请稍后重试';
const SYSTEM = '系统错误';

// The catalogue's wording (glossary.md, "Messages of the error catalogue"); the UI shows the same words.
const MESSAGES: Record<PortalErrorKind, string> = {
  validation: '请检查填写的内容',
  tokenExpired: '登录已过期，请重新登录',
  unauthenticated: '请先登录',
  forbidden: '您没有权限执行此操作，请联系管理员',
  invalidMethod: '无效的请求方法',
  notFound: '请求的资源不存在',
  server: SYSTEM,
  network: NETWORK,
  timeout: NETWORK,
  // The glossary names the window 安全验证; the crawler guard's page asks the visitor to pass it.
  verification: '请完成安全验证',
  malformed: SYSTEM,
};

/** The catalogue's Chinese message for a kind of error, for UI code that shows the same words. */
export function catalogueMessage(kind: PortalErrorKind): string {
  return MESSAGES[kind];
}

/** The business codes of the envelope (spec §8, docs/architecture.md). */
const KIND_BY_CODE: Record<number, PortalErrorKind> = {
  202: 'validation',
  203: 'tokenExpired',
  401: 'unauthenticated',
  403: 'forbidden',
  405: 'invalidMethod',
  4040: 'notFound',
};

export interface PortalErrorDetails {
  /** The envelope's business code, when the answer was an envelope. */
  code?: number;
  /** The HTTP status, when an answer arrived. */
  status?: number;
  /** The first message per field (code 202). */
  fieldErrors?: Record<string, string>;
  /** The server's own `msg`, kept even where the catalogue's wording is shown instead. */
  serverMsg?: string;
  /** The address that was called. */
  url?: string;
  cause?: unknown;
}

/** Every failure of a portal call: `message` is the catalogue's Chinese text, ready to show. */
export class PortalError extends Error {
  override name = 'PortalError';
  readonly kind: PortalErrorKind;
  readonly code: number | undefined;
  readonly status: number | undefined;
  readonly fieldErrors: Record<string, string>;
  readonly serverMsg: string | undefined;
  readonly url: string | undefined;

  constructor(kind: PortalErrorKind, message: string = MESSAGES[kind], details: PortalErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.code = details.code;
    this.status = details.status;
    this.fieldErrors = details.fieldErrors ?? {};
    this.serverMsg = details.serverMsg;
    this.url = details.url;
  }
}

export function isPortalError(value: unknown): value is PortalError {
  return value instanceof PortalError;
}

/** The envelope every JSON answer carries (spec §7). */
export interface EnvelopeLike {
  code: number;
  msg?: unknown;
  data?: unknown;
  errors?: unknown;
}

export function isEnvelope(value: unknown): value is EnvelopeLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

// The back end sends one message per field; tolerate a list by keeping its first entry (spec §8).
function firstMessages(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, value] of Object.entries(errors)) {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') out[field] = first;
    }
  }
  return out;
}

/** The error for an envelope whose code is not 200. */
export function errorFromEnvelope(envelope: EnvelopeLike, status?: number, url?: string): PortalError {
  const serverMsg = typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : undefined;
  const kind = KIND_BY_CODE[envelope.code] ?? 'server';
  // Validation and generic errors show the server's words; the others have fixed catalogue wording.
  const message = kind === 'validation' || kind === 'server' ? (serverMsg ?? MESSAGES[kind]) : MESSAGES[kind];
  return new PortalError(kind, message, {
    code: envelope.code,
    status,
    fieldErrors: kind === 'validation' ? firstMessages(envelope.errors) : {},
    serverMsg,
    url,
  });
}
