// What the visitor typed survives an expired or rejected login (spec §8): before the visitor is
// sent to log in again, the fields of every form on the page are written to session storage; when the
// same address shows again after the login, they are typed back in, field by field as the forms appear.
// It works for any page's form without the page's help: a field is known by its form's place on the page
// and its own place in that form (names made with useId are not stable across loads). Passwords and
// files are never kept. Keeping is here, and runs at once (the page is about to change); typing back is
// formDraftsRestore.ts, loaded only when a draft waits (/home's JavaScript).
export const storageKey = 'credit-portal:form-draft';

export interface DraftField {
  form: number;
  index: number;
  type: string;
  value: string;
  checked?: boolean;
}

export interface Draft {
  address: string;
  savedAt: number;
  fields: DraftField[];
}

export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const SKIPPED = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

export function controlsOf(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (element): element is Control =>
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement,
  );
}

/** The forms on show: a kept-alive page hidden behind the current one (KeepAliveOutlet) does not count. */
export const formsOf = (root: ParentNode) => Array.from(root.querySelectorAll('form')).filter((form) => form.closest('[inert]') === null);

export const typeOf = (control: Control) => (control instanceof HTMLInputElement ? control.type : control.tagName.toLowerCase());

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

/** Whether a draft is waiting to be typed back; a storage that cannot be read has none. */
export function hasFormDraft(storage: Pick<Storage, 'getItem'> = sessionStorage): boolean {
  try {
    return storage.getItem(storageKey) !== null;
  } catch {
    return false;
  }
}
