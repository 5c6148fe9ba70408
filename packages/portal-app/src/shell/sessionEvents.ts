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

// A call answered 请先登录 (spec §8): the session module (shell/session.ts) goes to the single sign-on.
// Passed through here so that the client (portal.ts) and the session module, which uses the client,
// do not import each other.
let loginRequired: () => void = () => {};

export function onLoginRequired(handler: () => void): void {
  loginRequired = handler;
}

export function announceLoginRequired(): void {
  loginRequired();
}
