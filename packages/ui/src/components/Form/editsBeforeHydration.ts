import { useEffect, useImperativeHandle, useRef, useState, type ForwardedRef, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** Types whose value the visitor does not type or choose in place. */
const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'reset', 'button', 'image']);

/** The index a single select shows by itself: its last option marked `selected` in the HTML, else its first enabled one. */
function defaultIndex(select: HTMLSelectElement): number {
  const options = Array.from(select.options);
  for (let index = options.length - 1; index >= 0; index -= 1) if (options[index]?.defaultSelected) return index;
  return options.findIndex((option) => !option.disabled);
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/** One name's controls, read as the kind of value the form keeps for it; undefined when unchanged or of another kind. */
function edited(controls: Control[], current: unknown): unknown {
  const [first] = controls;
  if (!first) return undefined;
  if (typeof current === 'boolean') {
    if (controls.length !== 1 || !(first instanceof HTMLInputElement) || first.type !== 'checkbox') return undefined;
    return first.checked !== first.defaultChecked && first.checked !== current ? first.checked : undefined;
  }
  if (Array.isArray(current)) {
    if (!current.every((item) => typeof item === 'string')) return undefined;
    let changed = false;
    let chosen: string[];
    if (first instanceof HTMLSelectElement && first.multiple && controls.length === 1) {
      const options = Array.from(first.options);
      changed = options.some((option) => option.selected !== option.defaultSelected);
      chosen = options.filter((option) => option.selected).map((option) => option.value);
    } else if (controls.every((control) => control instanceof HTMLInputElement && control.type === 'checkbox')) {
      const boxes = controls as HTMLInputElement[];
      changed = boxes.some((box) => box.checked !== box.defaultChecked);
      chosen = boxes.filter((box) => box.checked).map((box) => box.value);
    } else return undefined;
    return changed && !sameList(chosen, current as string[]) ? chosen : undefined;
  }
  if (typeof current !== 'string') return undefined;
  if (controls.every((control) => control instanceof HTMLInputElement && control.type === 'radio')) {
    const radios = controls as HTMLInputElement[];
    if (!radios.some((radio) => radio.checked !== radio.defaultChecked)) return undefined;
    const value = radios.find((radio) => radio.checked)?.value ?? '';
    return value !== current ? value : undefined;
  }
  if (controls.length !== 1) return undefined;
  if (first instanceof HTMLSelectElement) {
    if (first.multiple || first.selectedIndex === defaultIndex(first)) return undefined;
    return first.value !== current ? first.value : undefined;
  }
  if (first instanceof HTMLInputElement && (NOT_TYPED.has(first.type) || first.type === 'checkbox' || first.type === 'radio')) return undefined;
  return first.value !== first.defaultValue && first.value !== current ? first.value : undefined;
}

/**
 * What a visitor changed in a server-rendered form before the page's script ran, by field: React keeps
 * what is in the controls while it hydrates the form, and writes its own values back over them at the
 * form's next render. For each name of `values`, the control's state when it differs both from what the
 * HTML set (an input's or text area's value against its default, a box's or radio's checked state, a
 * select's chosen options) and from `values`. Read as the form keeps the field: text (an input, a text
 * area, a single select, a radio group), a boolean (one checkbox) or a list of text (checkboxes sharing
 * the name, a multiple select); files and other kinds are left to their controls.
 */
export function editsBeforeHydration<V extends object>(form: HTMLFormElement | null, values: V): Partial<V> {
  const found: Partial<V> = {};
  if (!form) return found;
  const controls = Array.from(form.elements).filter(isControl);
  for (const name of Object.keys(values) as (keyof V & string)[]) {
    const named = controls.filter((control) => control.name === name && !control.disabled);
    const value = edited(named, values[name]);
    if (value !== undefined) found[name] = value as V[typeof name];
  }
  return found;
}

/**
 * The controls of one field: the control itself, or those inside an element holding a group of them (a
 * radio group's container, a fieldset). Disabled controls are not the visitor's.
 */
function controlsOf(element: Element | null): Control[] {
  if (!element) return [];
  const controls = isControl(element) ? [element] : Array.from(element.querySelectorAll('input, select, textarea')).filter(isControl);
  return controls.filter((control) => !control.disabled);
}

/**
 * `useEditsBeforeHydration` for one field, reached by reference rather than by name (a field without a
 * name, which a form sent without script leaves out; a control outside any form): once, after the first commit, `take`
 * receives what the visitor changed in it before the page's script ran, when that differs from the HTML
 * and from `value` (read as `editsBeforeHydration` reads a named field). `field` is the control, or an
 * element holding one group of them (a radio group's container). Nothing changed, no call.
 */
export function useFieldEditBeforeHydration<T extends string | boolean | readonly string[]>(
  field: RefObject<Element | null>,
  value: T,
  take: (edit: T) => void,
): void {
  // What the first render showed, and its `take`: the state the HTML was rendered from.
  const [first] = useState(() => ({ value, take }));
  useEffect(() => {
    const edit = fieldEditBeforeHydration(field.current, first.value);
    if (edit !== undefined) first.take(edit);
  }, [field, first]);
}

/**
 * For this package's controls (TextInput, Textarea, Select, RadioGroup): the control's own element, also
 * handed to the caller's ref, and `take` told once, after the first commit, of what the visitor changed in
 * it before the page's script ran (read against `value`, as `useFieldEditBeforeHydration` reads it). A
 * control gives that edit to its `onValueChange`, so a page keeping the control's value in its state holds
 * what the control shows without wiring anything; `onChange` is not told, since no event happened.
 */
export function useControlEditBeforeHydration<E extends Element, T extends string>(forwarded: ForwardedRef<E>, value: T, take: (edit: T) => void): RefObject<E | null> {
  const own = useRef<E>(null);
  useImperativeHandle(forwarded, () => own.current as E, []);
  useFieldEditBeforeHydration(own, value, take);
  return own;
}

/**
 * What `useFieldEditBeforeHydration` reads, for a caller that gathers several fields before acting on
 * them together (two filters that each change the page's address): the field's new value, or undefined.
 * Meaningful once, in an effect of the first commit.
 */
export function fieldEditBeforeHydration<T extends string | boolean | readonly string[]>(field: Element | null, value: T): T | undefined {
  return edited(controlsOf(field), value) as T | undefined;
}

/**
 * For a server-rendered form (`useForm` uses it; so can a form keeping its own state, a list's filters):
 * once, after the first commit, `take` receives what the visitor changed in it before the page's script ran (the named
 * controls that differ from the HTML and from `values`, see `editsBeforeHydration`), to put into the
 * form's state before its next render writes that state back over the controls. Nothing changed, no call.
 */
export function useEditsBeforeHydration<V extends object>(form: RefObject<HTMLFormElement | null>, values: V, take: (edits: Partial<V>) => void): void {
  // What the first render showed, and its `take`: the state the HTML was rendered from.
  const [first] = useState(() => ({ values, take }));
  useEffect(() => {
    const edits = editsBeforeHydration(form.current, first.values);
    if (Object.keys(edits).length > 0) first.take(edits);
  }, [form, first]);
}
