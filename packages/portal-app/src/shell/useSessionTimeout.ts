import { useCallback, useEffect, useState } from 'react';
import { portal } from '#portal';

/** How long before the login expires the visitor is asked: two minutes, five in 关怀版 (more time to read and act). */
export const WARN_BEFORE_MS = { standard: 2 * 60_000, care: 5 * 60_000 } as const;

/** Another tab may have renewed the login or logged out: the stored expiry is looked at again this often. */
const LOOK_AGAIN_MS = 30_000;

/**
 * When to ask whether to keep the login (SessionTimeoutDialog): a timer set for the very moment the
 * warning is due (the token's expiry as the login stored it, less WARN_BEFORE_MS), and a look every 30 s
 * in case another tab changed the login. Null while there is nothing to ask.
 */
export function useSessionTimeout(care: boolean): { expiresAt: number | null; dismiss: () => void } {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState<number | null>(null);
  useEffect(() => {
    const warnBefore = WARN_BEFORE_MS[care ? 'care' : 'standard'];
    let due: number | undefined;
    let dueAt: number | undefined;
    const look = () => {
      const at = portal.tokenStore.get()?.expires_at;
      const now = Date.now();
      setExpiresAt(at !== undefined && at > now && at - now <= warnBefore ? at : null);
      // The timer follows the stored expiry: set once per expiry, again when a renewal moved it.
      if (at === dueAt) return;
      window.clearTimeout(due);
      dueAt = at;
      if (at !== undefined && at - now > warnBefore) due = window.setTimeout(look, Math.min(at - warnBefore - now, 2 ** 31 - 1));
    };
    look();
    const timer = window.setInterval(look, LOOK_AGAIN_MS);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(due);
    };
  }, [care]);
  const dismiss = useCallback(() => setDismissed(expiresAt), [expiresAt]);
  return { expiresAt: expiresAt !== null && expiresAt !== dismissed ? expiresAt : null, dismiss };
}
