import type { Engine, ElementRef } from './browsers';

/**
 * What a visitor looks for on a page, found the same way in every engine: elements matching `css`, on
 * show (unless `hidden`), whose name (aria-label, aria-labelledby, a form field's label, else the text)
 * is `name` exactly, or starts with `nameStarts`, or whose label contains `label` (a form field); inside
 * the first match of `within`; the `nth` of them (0 by default).
 */
export interface Query {
  css: string;
  name?: string;
  nameStarts?: string;
  label?: string;
  hidden?: boolean;
  within?: Query;
  nth?: number;
}

/**
 * Runs in the page: the query's element (`first`: the nth match, or null) or its number of matches
 * (`count`). Self-contained: it is sent to the browser as text.
 */
export const queryInPage = (query: Query, mode: 'first' | 'count'): Element | number | null => {
  const textOf = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label') ?? element.getAttribute('alt');
    if (label) return label.trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return labelledBy.split(/\s+/).map((id) => textOf(document.getElementById(id))).join(' ');
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return Array.from(labels).map(textOf).join(' ');
    return textOf(element);
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
  };
  const all = (scope: ParentNode, q: Query): Element[] =>
    Array.from(scope.querySelectorAll(q.css)).filter((element) => {
      if (!q.hidden && !visible(element)) return false;
      const name = nameOf(element);
      if (q.name !== undefined && name !== q.name) return false;
      if (q.nameStarts !== undefined && !name.startsWith(q.nameStarts)) return false;
      if (q.label !== undefined && !name.includes(q.label)) return false;
      return true;
    });
  const scopeOf = (q: Query | undefined): ParentNode | null => {
    if (!q) return document;
    const outer = scopeOf(q.within);
    return outer ? (all(outer, q)[q.nth ?? 0] ?? null) : null;
  };
  const scope = scopeOf(query.within);
  const matches = scope ? all(scope, query) : [];
  return mode === 'count' ? matches.length : (matches[query.nth ?? 0] ?? null);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The element the query names, waited for up to `timeoutMs`; throws saying what was looked for. */
export async function find(engine: Engine, query: Query, timeoutMs = 15_000): Promise<ElementRef> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const element = await engine.find(queryInPage as (q: Query, mode: 'first') => Element | null, query, 'first');
    if (element) return element;
    if (Date.now() > deadline) throw new Error(`not found within ${timeoutMs / 1000} s: ${JSON.stringify(query)}`);
    await sleep(100);
  }
}

/** How many elements the query names now. */
export const count = (engine: Engine, query: Query) => engine.evaluate(queryInPage as (q: Query, mode: 'count') => number, query, 'count');

/** Waits until `check` holds for what `read` answers from the page; throws with `message` and the last value. */
export async function waitUntil<T>(read: () => Promise<T>, check: (value: T) => boolean, message: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline) throw new Error(`${message} (last seen: ${JSON.stringify(value)})`);
    await sleep(100);
    value = await read();
  }
  return value;
}
