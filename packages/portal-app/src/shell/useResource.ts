import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { catalogueMessage, isPortalError } from '@credit-portal/api-client';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

/**
 * Loads what a page shows, with the states every page needs (spec §8, issue 6): loading for the
 * skeleton, the catalogue's message for the error state, the data. `key` names what the load depends
 * on; a new key (or a retry) starts a new load and cancels the older one.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Resource<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ id: string; value: Resource<T> } | null>(null);
  const id = `${attempt}:${key}`;
  const start = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    start(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ id, value: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ id, value: { status: 'error', message: isPortalError(error) ? error.message : catalogueMessage('server') } });
      },
    );
    return () => controller.abort();
  }, [id]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: Resource<T> = settled?.id === id ? settled.value : { status: 'loading' };
  return { ...state, retry };
}
