import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from './sprinkles.css';
import * as styles from './layout.css';

/** The elements a layout box may be: the page's sections and lists, never a control (use the controls). */
export const boxElements = ['div', 'span', 'section', 'article', 'aside', 'header', 'footer', 'main', 'nav', 'ul', 'ol', 'li', 'p', 'dl', 'figure'] as const;
export type BoxElement = (typeof boxElements)[number];

/** The layout props every primitive passes to its Box (display, gaps, alignment, padding…). */
export type LayoutProps = NonNullable<Sprinkles>;

/**
 * A Box's own attributes: any of its element's global attributes (id, aria-*, role, event handlers)
 * except `style`: the portal sends a Content-Security-Policy without `unsafe-inline`, so a style
 * attribute rendered on the server would be dropped. Give a class instead.
 */
export type BoxAttributes = Omit<HTMLAttributes<HTMLElement>, 'style' | 'className' | 'children'>;

export interface BoxProps extends BoxAttributes, LayoutProps {
  /** The element to render, chosen for its meaning (section, nav, ul…); default div. */
  as?: BoxElement;
  className?: string;
  children?: ReactNode;
}

/** Splits a Box's props into the atomic classes' props and the element's attributes. */
export function splitLayoutProps<P extends object>(props: P): { layout: LayoutProps; rest: Omit<P, keyof LayoutProps> } {
  const layout: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof LayoutProps)) layout[key] = value;
    else rest[key] = value;
  }
  return { layout: layout as LayoutProps, rest: rest as Omit<P, keyof LayoutProps> };
}

/**
 * The design system's layout atom: an element of the page's choosing with the theme's spacing,
 * alignment and display, each of which may change at the theme's breakpoints:
 *
 * ```tsx
 * <Box as="section" display={{ base: 'block', md: 'flex' }} gap="lg" padding="xl">…</Box>
 * ```
 *
 * Its element's own margin is taken off (the layout's gaps space it); a `ul` or `ol` loses its bullets
 * and indent. Stack, Inline, Columns and Tiles are made of it; reach for them first.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, children, ...props }, ref) {
  const { layout, rest } = splitLayoutProps(props);
  const classes = [styles.box, (as === 'ul' || as === 'ol') && styles.list, sprinkles(layout), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, ref, className: classes }, children);
});
Box.displayName = 'Box';
