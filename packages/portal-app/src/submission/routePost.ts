import { useEffect, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { intentAddress, type SubmissionAnswer } from './action';
import type { PostedAnswer, SubmissionPost } from './clientAction';

let posts = 0;

/**
 * Posts a form's values to its route's clientAction through a fetcher (clientAction.ts) and gives back
 * the action's answer once the router has also read the page's data again. An answer that is not this
 * post's (the fetcher was interrupted, e.g. by another submission or a navigation) is no answer: the
 * promise settles with null, and the form says it was not sent.
 */
export function useRoutePost<R>(intent?: string): (post: Omit<SubmissionPost, 'nonce'>) => Promise<SubmissionAnswer<R> | null> {
  const fetcher = useFetcher<PostedAnswer<R>>();
  const { search } = useLocation();
  const waiting = useRef<{ nonce: string; settle: (answer: SubmissionAnswer<R> | null) => void } | null>(null);
  useEffect(() => {
    const pending = waiting.current;
    if (fetcher.state !== 'idle' || pending === null) return;
    waiting.current = null;
    pending.settle(fetcher.data?.nonce === pending.nonce ? fetcher.data.submission : null);
  }, [fetcher.state, fetcher.data]);
  return (post) =>
    new Promise((settle) => {
      posts += 1;
      const nonce = `${Date.now().toString(36)}-${posts}`;
      waiting.current?.settle(null);
      waiting.current = { nonce, settle };
      void fetcher.submit({ ...post, nonce } as unknown as Parameters<typeof fetcher.submit>[0], {
        method: 'post',
        encType: 'application/json',
        // A form named by its intent posts to its page with it (and with what the address opened).
        ...(intent === undefined ? {} : { action: intentAddress(intent, new URLSearchParams(search)) }),
      });
    });
}
