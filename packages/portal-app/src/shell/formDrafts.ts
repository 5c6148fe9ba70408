// What the visitor typed survives an expired or rejected login (spec §8, issue 6): before the visitor is
// sent to log in again, the fields of every form on the page are written to session storage; when the
// same address shows again after the login, they are typed back in, field by field as the forms appear.
// It works for any page's form without the page's help: a field is known by its form's place on the page
// and its own place in that form (names made with useId are not stable across loads). Passwords and
// files are never kept.
const storageKey = 'credit-portal:form-draft';
/** A draft is typed back only this long after it was saved, and only while its forms show up soon. */
const DRAFT_MAX_AGE_MS = 30 * 60 * 1000;
const RESTORE_WINDOW_MS = 10_000;

interface DraftField {
  form: number;
  index: number;
  type: string;
  value: string;
  checked?: boolean;
}

interface Draft {
  address: string;
  savedAt: number;
  fields: DraftField[];
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const SKIPPED = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

function controlsOf(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (element): element is Control =>
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement,
  );
}

/** The forms on show: a kept-alive page hidden behind the current one (KeepAliveOutlet) does not count. */
const formsOf = (root: ParentNode) => Array.from(root.querySelectorAll('form')).filter((form) => form.closest('[inert]') === null);

const typeOf = (control: Control) => (control instanceof HTMLInputElement ? control.type : control.tagName.toLowerCase());

/** Keeps what is typed in the page's forms for `address`; answers how many fields were kept. */
export function saveFormDrafts(address: string, root: ParentNode = document, storage: Pick<Storage, 'setItem'> = sessionStorage, now = Date.now()): number {
  const fields: DraftField[] = [];
  formsOf(root).forEach((form, formIndex) => {
    controlsOf(form).forEach((control, index) => {
      const type = typeOf(control);
      if (SKIPPED.has(type) || control.disabled) return;
      if (control instanceof HTMLInputElement && (type === 'checkbox' || type === 'radio')) {
        fields.push({ form: formIndex, index, type, value: control.value, checked: control.checked });
      } else if (control.value !== '') {
        fields.push({ form: formIndex, index, type, value: control.value });
      }
    });
  });
  // Only what the visitor changed matters; a form of untouched radio buttons alone is not worth keeping.
  if (!fields.some((field) => field.checked === undefined || field.checked)) return 0;
  try {
    storage.setItem(storageKey, JSON.stringify({ address, savedAt: now, fields } satisfies Draft));
  } catch {
    return 0;
  }
  return fields.length;
}

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
