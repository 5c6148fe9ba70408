// A form's values kept in sessionStorage while the visitor fills it in, so a failed submission, a
// reload or an expired login (the single sign-on round trip, spec §4) loses nothing. Cleared after a
// successful submission; logout clears sessionStorage as a whole. Every form of the portal keeps its
// draft here; uploaded files are kept as the server's references (UploadedFile[]), never as content.
// A field whose name says password is never stored. Forms without a draft of their own still get their
// fields typed back after an expired login by the shell (formDrafts.ts), which only fills empty fields.
import { useEffect } from 'react';

const PREFIX = 'credit-portal:draft:';

/** The stored draft merged over `empty`, or `empty`. Only keys of `empty` with the same type are taken. */
export function readDraft<V extends object>(key: string, empty: V): V {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (!raw) return empty;
    const stored = JSON.parse(raw) as Record<string, unknown>;
    const merged: Record<string, unknown> = {
      ...(empty as Record<string, unknown>),
    };
    for (const [name, value] of Object.entries(empty)) {
      if (isPassword(name)) continue;
      const saved = stored[name];
      if (saved !== undefined && Array.isArray(saved) === Array.isArray(value) && typeof saved === typeof value) merged[name] = saved;
    }
    return merged as V;
  } catch {
    return empty;
  }
}

/** Nothing typed: every value empty, unticked or an empty list. */
export function isBlank(values: object): boolean {
  return Object.values(values).every((value) => value === '' || value === false || value == null || (Array.isArray(value) && value.length === 0));
}

const isPassword = (name: string) => /password/i.test(name);

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Storage refused (private mode): nothing was kept.
  }
}

/**
 * Writes `values` to the draft whenever they change (a blank form removes it). `keep` false stops the
 * writing, e.g. while a receipt shows for values already sent.
 */
export function useDraft<V extends object>(key: string, values: V, keep = true): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !isPassword(name)));
  const serialised = keep && !isBlank(kept) ? JSON.stringify(kept) : null;
  useEffect(() => {
    if (!keep) return;
    try {
      if (serialised === null) sessionStorage.removeItem(PREFIX + key);
      else sessionStorage.setItem(PREFIX + key, serialised);
    } catch {
      // Storage full or refused: the form still works, only the draft is not kept.
    }
  }, [key, serialised, keep]);
}
