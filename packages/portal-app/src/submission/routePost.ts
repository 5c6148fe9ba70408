import { useEffect, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { intentAddress } from './action';

/** What a route's clientAction answers a post with: its answer, and the number of the post it answers. */
export interface Posted<T> {
  answer: T;
  nonce: string;
}

let posts = 0;

/**
 * Posts a form's values (as JSON) to its route's clientAction through a fetcher and gives back the
 * action's answer once the router is done (a submission: after it has read the page's data again; a
 * lookup, `revalidate` false: at once, nothing having changed). An answer that is not this post's (the
 * fetcher was interrupted, e.g. by another post or a navigation) is no answer: the promise settles with
 * null, and the form says it was not sent.
 */
export function useRoutePost<T>(intent?: string, revalidate = true): (body: object) => Promise<T | null> {
  const fetcher = useFetcher<Posted<T>>();
  const { search } = useLocation();
  const waiting = useRef<{ nonce: string; settle: (answer: T | null) => void } | null>(null);
  useEffect(() => {
    const pending = waiting.current;
    if (fetcher.state !== 'idle' || pending === null) return;
    waiting.current = null;
    pending.settle(fetcher.data?.nonce === pending.nonce ? fetcher.data.answer : null);
  }, [fetcher.state, fetcher.data]);
  return (body) =>
    new Promise((settle) => {
      posts += 1;
      const nonce = `${Date.now().toString(36)}-${posts}`;
      waiting.current?.settle(null);
      waiting.current = { nonce, settle };
      void fetcher.submit({ ...body, nonce } as unknown as Parameters<typeof fetcher.submit>[0], {
        method: 'post',
        encType: 'application/json',
        ...(revalidate ? {} : { defaultShouldRevalidate: false }),
        // A form named by its intent posts to its page with it (and with what the address opened).
        ...(intent === undefined ? {} : { action: intentAddress(intent, new URLSearchParams(search)) }),
      });
    });
}

/** The post's body as a route's clientAction reads it (JSON with its number), or null when it is not one. */
export async function readPost(request: Request): Promise<{ values: Record<string, unknown>; nonce: string; pass?: string } | null> {
  try {
    const body = (await request.json()) as { values?: unknown; nonce?: unknown; pass?: unknown } | null;
    if (body === null || typeof body !== 'object' || typeof body.nonce !== 'string' || body.values === null || typeof body.values !== 'object') return null;
    return { values: body.values as Record<string, unknown>, nonce: body.nonce, ...(typeof body.pass === 'string' ? { pass: body.pass } : {}) };
  } catch {
    return null;
  }
}
