// The client's word that the login ended mid-session (spec §8: code 203 token expired, 401 rejected),
// passed from the API client's callbacks (portal.ts, outside React) to the shell that acts on it.
export type SessionEnd = 'tokenExpired' | 'unauthenticated';

const listeners = new Set<(reason: SessionEnd) => void>();

export function onSessionEnd(listener: (reason: SessionEnd) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Answers whether someone acted on it (the shell is mounted). */
export function announceSessionEnd(reason: SessionEnd): boolean {
  for (const listener of listeners) listener(reason);
  return listeners.size > 0;
}
