import { PortalError, errorFromEnvelope, isEnvelope, type EnvelopeLike } from './errors.js';

type WithData<Body> = Body extends unknown ? ('data' extends keyof Body ? Body : never) : never;
type DataOf<Body> = Body extends { data: infer D }
  ? D
  : Body extends { data?: infer D }
    ? [NonNullable<D>] extends [never]
      ? never
      : D | undefined
    : never;

/**
 * What `data` holds in a successful envelope `Body`. Members of a union without `data`, or with only
 * `data: null` (the contract's ErrorResult), drop out, so "a page or 4040" unwraps to the page; an
 * envelope that never carries `data` unwraps to `undefined`.
 */
export type EnvelopeData<Body> = [WithData<Body>] extends [never] ? undefined : DataOf<WithData<Body>>;

/** The `data` of an operation's JSON answer with HTTP 200, from the generated `operations`. */
export type OperationData<Operation> = Operation extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? EnvelopeData<Body>
  : unknown;

/**
 * Reads one answer the way the catalogue says (spec §8): HTTP 509 is the crawler guard's page; anything
 * that is not an object with a numeric `code` is malformed; only code 200 succeeds.
 */
export function judgeAnswer(status: number, text: string, url: string): PortalError | EnvelopeLike {
  if (status === 509) return new PortalError('verification', undefined, { status, url });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    return new PortalError('malformed', undefined, { status, url, cause });
  }
  if (!isEnvelope(body)) return new PortalError('malformed', undefined, { status, url });
  return body.code === 200 ? body : errorFromEnvelope(body, status, url);
}

/**
 * The `data` of a call made with `api` or `credit`, typed from the operation's schema; a failure rejects
 * with a PortalError (the client's middleware has already thrown for every code but 200).
 *
 * ```ts
 * const tabs = await unwrap(portal.api.GET('/cms/front/navigationbar/tree'));
 * ```
 */
export async function unwrap<Result extends { data?: unknown; error?: unknown; response: Response }>(
  call: Promise<Result>,
): Promise<EnvelopeData<NonNullable<Result['data']>>> {
  const { data, error, response } = await call;
  const url = response.url;
  // An envelope with code 200 under an HTTP error status: the contract sends codes with HTTP 200.
  if (error !== undefined) throw new PortalError('server', undefined, { status: response.status, url });
  if (!isEnvelope(data)) throw new PortalError('malformed', undefined, { status: response.status, url });
  if (data.code !== 200) throw errorFromEnvelope(data, response.status, url);
  return data.data as EnvelopeData<NonNullable<Result['data']>>;
}
