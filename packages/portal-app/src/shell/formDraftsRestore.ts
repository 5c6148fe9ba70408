// Typing back what was kept across a lost login (formDrafts.ts keeps it): loaded only when a draft waits.
import { controlsOf, formsOf, storageKey, typeOf, type Control, type Draft, type DraftField } from './formDrafts';

/** A draft is typed back only this long after it was saved, and only while its forms show up soon. */
const DRAFT_MAX_AGE_MS = 30 * 60 * 1000;
const RESTORE_WINDOW_MS = 10_000;

/** Sets a control's value the way typing does, so the page's own state (React's onChange) follows. */
function type(control: Control, field: DraftField) {
  if (control instanceof HTMLInputElement && field.checked !== undefined) {
    if (control.checked !== field.checked) control.click();
    return;
  }
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(control, field.value);
  else control.value = field.value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Types back the fields that fit (same type, still empty) once; answers those still waiting for their form. */
function restoreInto(root: ParentNode, pending: DraftField[]): DraftField[] {
  const forms = formsOf(root);
  return pending.filter((field) => {
    const form = forms[field.form];
    const control = form ? controlsOf(form)[field.index] : undefined;
    if (!control) return true;
    if (typeOf(control) === field.type && (field.checked !== undefined || control.value === '')) type(control, field);
    return false;
  });
}

/**
 * When a draft was kept for `address`, types it back as the page's forms appear (for a few seconds),
 * then forgets it. Answers a function that stops waiting.
 */
export function restoreFormDrafts(
  address: string,
  root: ParentNode & Node = document,
  storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage,
  now = Date.now(),
): () => void {
  let draft: Draft | null = null;
  try {
    draft = JSON.parse(storage.getItem(storageKey) ?? 'null') as Draft | null;
  } catch {
    draft = null;
  }
  if (!draft || draft.address !== address) return () => {};
  storage.removeItem(storageKey);
  if (!(now - draft.savedAt >= 0 && now - draft.savedAt < DRAFT_MAX_AGE_MS) || !Array.isArray(draft.fields)) return () => {};
  let pending = restoreInto(root, draft.fields);
  if (pending.length === 0) return () => {};
  const observer = new MutationObserver(() => {
    pending = restoreInto(root, pending);
    if (pending.length === 0) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_WINDOW_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
