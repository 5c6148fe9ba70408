import { useCallback, useEffect, useState } from 'react';
import { portal } from './portal';

/** How long before the login expires the visitor is asked: two minutes, five in 关怀版 (more time to read and act). */
export const WARN_BEFORE_MS = { standard: 2 * 60_000, care: 5 * 60_000 } as const;

/**
 * When to ask whether to keep the login (SessionTimeoutDialog): the token's expiry as the login stored it,
 * looked at again every 30 s (another tab may have renewed it or logged out). Null while there is nothing to ask.
 */
export function useSessionTimeout(loggedIn: boolean, care: boolean): { expiresAt: number | null; dismiss: () => void } {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState<number | null>(null);
  useEffect(() => {
    if (!loggedIn) return undefined;
    const look = () => {
      const at = portal.tokenStore.get()?.expires_at;
      const due = at !== undefined && at - Date.now() <= WARN_BEFORE_MS[care ? 'care' : 'standard'] && at > Date.now();
      setExpiresAt(due ? at : null);
    };
    look();
    const timer = window.setInterval(look, 30_000);
    return () => window.clearInterval(timer);
  }, [loggedIn, care]);
  const dismiss = useCallback(() => setDismissed(expiresAt), [expiresAt]);
  return { expiresAt: expiresAt !== null && expiresAt !== dismissed ? expiresAt : null, dismiss };
}
