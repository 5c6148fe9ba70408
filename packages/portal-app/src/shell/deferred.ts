// The parts of a page a loader starts without waiting for them (routeData.tsx `streamed`, Deferred,
// DeferredNews). In the browser they are promises that stream in after the page shows. On the server
// the renderer settles them before it renders, so the HTML holds them and the hydration data
// carries them as plain values, or, for a part that failed, as its catalogue message.
import { catalogueMessage, isPortalError } from '@credit-portal/api-client';

/** A streamed part that failed on the server: what its place shows. */
export interface SettledFailure {
  readonly streamedFailure: string;
}

/** What a streamed part is when a component reads it: a promise (browser), its value or its failure (server). */
export type StreamedValue<T> = Promise<T> | T | SettledFailure;

export function isSettledFailure(value: unknown): value is SettledFailure {
  return typeof value === 'object' && value !== null && typeof (value as Partial<SettledFailure>).streamedFailure === 'string';
}

const failureOf = (error: unknown): SettledFailure => ({ streamedFailure: isPortalError(error) ? error.message : catalogueMessage('server') });

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** Whether a promise is found in `data`, through plain objects and arrays (where settleStreamed looks). */
function holdsPromise(data: unknown): boolean {
  if (data instanceof Promise) return true;
  if (Array.isArray(data)) return data.some(holdsPromise);
  if (typeof data !== 'object' || data === null || !isPlainObject(data)) return false;
  return Object.values(data).some(holdsPromise);
}

/**
 * The loader's answer with every promise in it settled (loaders return `{ page, columns: streamed(…) }`,
 * or a list of columns each with its streamed articles): its value, or its failure's catalogue message.
 */
export async function settleStreamed(data: unknown): Promise<unknown> {
  // Most answers hold no promise at all: they are taken as they are, not copied part by part (a list's
  // records each cost an object and a promise, a noticeable share of a render).
  if (!holdsPromise(data)) return data;
  if (data instanceof Promise) {
    try {
      return await settleStreamed(await data);
    } catch (error) {
      return failureOf(error);
    }
  }
  if (Array.isArray(data)) return Promise.all(data.map(settleStreamed));
  if (typeof data !== 'object' || data === null || !isPlainObject(data)) return data;
  const entries = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, await settleStreamed(value)] as const));
  return Object.fromEntries(entries);
}
