import { Children, isValidElement, type ReactNode } from 'react';
import type { BoxElement } from './Box';

/**
 * A list's children as its items: each child of a `ul` or `ol` layout is wrapped in an `<li>` (an `<li>`,
 * or a layout given `as="li"`, stays as it is), so a list of cards stays a list for screen readers ("list, 6 items").
 * Nothing (null, false) makes no item. Other elements keep their children as given.
 */
export function itemsOf(as: BoxElement, children: ReactNode, itemClassName?: string): ReactNode {
  if (as !== 'ul' && as !== 'ol') return children;
  return Children.toArray(children).map((child, index) => {
    // An <li>, or a layout rendered as one (<Box as="li">, <Stack as="li">), is an item already.
    if (isValidElement<{ as?: unknown }>(child) && (child.type === 'li' || child.props.as === 'li')) return child;
    const key = isValidElement(child) && child.key != null ? child.key : index;
    return (
      <li key={key} className={itemClassName}>
        {child}
      </li>
    );
  });
}
