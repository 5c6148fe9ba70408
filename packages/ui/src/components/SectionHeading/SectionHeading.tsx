import { createElement, forwardRef, type ReactNode } from 'react';
import * as styles from './SectionHeading.css';

export const sectionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type SectionHeadingLevel = (typeof sectionHeadingLevels)[number];

export interface SectionHeadingProps {
  /** The heading's level in the page's outline (the page's title is its h1): 2 by default. Every level looks the same. */
  level?: SectionHeadingLevel;
  children: ReactNode;
  /** For the section's `aria-labelledby`. */
  id?: string;
  /** `-1` for a heading the page moves focus to (a link's target, a step reached). */
  tabIndex?: number;
  /** What stands at the heading's end: a 查看全部 link, a count. It is not part of the heading. */
  actions?: ReactNode;
  /** A line under the heading (a count of records, a date); not part of the heading. */
  description?: ReactNode;
  className?: string;
}

/**
 * A section's heading within a page (基本信息, 行政处罚信息, 办理流程), in one look whatever its level: the
 * brand's bar before larger words.
 *
 * ```tsx
 * <section aria-labelledby="penalties"><SectionHeading id="penalties" actions={<a href="…">查看全部</a>}>行政处罚信息</SectionHeading>…</section>
 * ```
 */
export const SectionHeading = forwardRef<HTMLHeadingElement, SectionHeadingProps>(function SectionHeading(
  { level = 2, children, id, tabIndex, actions, description, className },
  ref,
) {
  const heading = createElement(`h${level}`, { ref, id, tabIndex, className: [styles.heading, actions || description ? undefined : className].filter(Boolean).join(' ') }, children);
  if (!actions && !description) return heading;
  return (
    <div className={[styles.head, className].filter(Boolean).join(' ')}>
      {heading}
      {actions}
      {description ? <p className={styles.description}>{description}</p> : null}
    </div>
  );
});
SectionHeading.displayName = 'SectionHeading';
