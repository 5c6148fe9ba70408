import { useLayoutEffect, type CSSProperties, type RefObject } from 'react';
import { vars } from '../../theme/contract.css';

/** The custom-property names behind the theme contract (e.g. `--color-brand__1a2b3c`). */
function contractPropertyNames(node: unknown, into: string[] = []): string[] {
  if (typeof node === 'string') {
    const match = /^var\((--[^,)]+)/.exec(node);
    if (match) into.push(match[1]!);
  } else if (node && typeof node === 'object') {
    for (const value of Object.values(node)) contractPropertyNames(value, into);
  }
  return into;
}

const propertyNames = contractPropertyNames(vars);

/** The theme's custom properties as they apply at `element`, as an inline style. */
export function readThemeVars(element: Element): CSSProperties {
  const computed = getComputedStyle(element);
  const style: Record<string, string> = {};
  for (const name of propertyNames) {
    const value = computed.getPropertyValue(name).trim();
    if (value) style[name] = value;
  }
  return style as CSSProperties;
}

const sameStyle = (a: CSSProperties, b: CSSProperties) => JSON.stringify(a) === JSON.stringify(b);

export interface ThemeVarsReaderProps {
  anchor: RefObject<Element | null>;
  onRead: (update: (previous: CSSProperties) => CSSProperties) => void;
  /** Called as the dialog opens, before focus moves into it. */
  onOpen?: () => void;
}

/**
 * A portal renders under <body>, outside the element that carries the theme class, so the
 * theme's custom properties would not reach it. Rendered inside the portal, this reads their
 * values where the dialog sits in the page each time it opens (before the first paint) and
 * hands them to the portalled elements, so any theme, including a city's own, dresses them.
 */
export function ThemeVarsReader({ anchor, onRead, onOpen }: ThemeVarsReaderProps) {
  useLayoutEffect(() => {
    onOpen?.();
    if (!anchor.current) return;
    const next = readThemeVars(anchor.current);
    onRead((previous) => (sameStyle(previous, next) ? previous : next));
  }, [anchor, onRead, onOpen]);
  return null;
}
