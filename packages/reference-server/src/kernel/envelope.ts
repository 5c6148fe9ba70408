/**
 * The envelope `{code, msg, data?, errors?}` and the business codes of spec §8 / architecture.md.
 * Business failures travel with HTTP 200; HTTP 4xx/5xx only for requests that break the contract,
 * unknown addresses and server faults.
 */
export const ResultCode = {
  success: 200,
  validationFailed: 202,
  tokenExpired: 203,
  notLoggedIn: 401,
  noPermission: 403,
  invalidMethod: 405,
  notFound: 4040,
  error: 500,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** The glossary's wording for each code. */
export const RESULT_MESSAGES: Record<ResultCode, string> = {
  200: '操作成功',
  202: '请求参数有误',
  203: '登录已过期，请重新登录',
  401: '请先登录',
  403: '您没有权限执行此操作，请联系管理员',
  405: '无效的请求方法',
  4040: '请求的资源不存在',
  500: '系统错误',
};

export interface Envelope<T = unknown> {
  code: ResultCode;
  msg: string;
  data?: T;
  errors?: Record<string, string>;
}

export const success = <T>(data: T, msg = RESULT_MESSAGES[200]): Envelope<T> => ({ code: 200, msg, data });

export const failure = (code: Exclude<ResultCode, 200>, msg = RESULT_MESSAGES[code]): Envelope<never> => ({
  code,
  msg,
});
