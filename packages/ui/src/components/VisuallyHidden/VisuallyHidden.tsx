import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';

export type VisuallyHiddenElement = 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface VisuallyHiddenProps extends Omit<HTMLAttributes<HTMLElement>, 'style' | 'className' | 'children'> {
  /** Default `span` (inside a sentence, a link or a button); a heading names a section for screen readers only. */
  as?: VisuallyHiddenElement;
  children: ReactNode;
}

/**
 * Words read by screen readers but not drawn: what sighted visitors take from the layout (which
 * record a repeated 查看详情 opens, a section's heading where the design shows none). Never hide
 * the name of a control this way when the control shows other words (WCAG 2.5.3: the visible words
 * must be part of its name).
 */
export const VisuallyHidden = forwardRef<HTMLElement, VisuallyHiddenProps>(function VisuallyHidden({ as = 'span', children, ...rest }, ref) {
  return createElement(as, { ...rest, ref, className: visuallyHidden }, children);
});
VisuallyHidden.displayName = 'VisuallyHidden';
