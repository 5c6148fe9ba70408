import { forwardRef } from 'react';
import { useUiLink } from '../UiProvider/UiProvider';
import * as styles from './Breadcrumb.css';

export interface BreadcrumbItem {
  title: string;
  /** Where it leads; the last item (the current page) never links. */
  href?: string;
}

export interface BreadcrumbLabels {
  /** Visible label and the landmark's name: 当前位置. */
  label: string;
  /** Written after the visible label. */
  labelSuffix: string;
}

export const defaultBreadcrumbLabels: BreadcrumbLabels = { label: '当前位置', labelSuffix: '：' };

export interface BreadcrumbProps {
  /** The trail, from the home page to the current page. */
  items: readonly BreadcrumbItem[];
  labels?: Partial<BreadcrumbLabels>;
  className?: string;
}

/**
 * The breadcrumb bar (spec §2 application shell: 当前位置): a `<nav>` with an ordered list,
 * the last item marked as the current page. The trail itself is the app's (spec §4).
 */
export const Breadcrumb = forwardRef<HTMLElement, BreadcrumbProps>(function Breadcrumb(
  { items, labels: labelOverrides, className },
  ref,
) {
  const labels = { ...defaultBreadcrumbLabels, ...labelOverrides };
  const Link = useUiLink();
  if (items.length === 0) return null;
  return (
    <nav ref={ref} aria-label={labels.label} className={[styles.nav, className].filter(Boolean).join(' ')}>
      {/* The landmark already carries the name; the visible label is not read twice. */}
      <span className={styles.label} aria-hidden="true">
        {labels.label}
        {labels.labelSuffix}
      </span>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.title}`} className={styles.item}>
              {last ? (
                <span aria-current="page" className={styles.current}>
                  {item.title}
                </span>
              ) : item.href !== undefined ? (
                <Link href={item.href} className={styles.link}>
                  {item.title}
                </Link>
              ) : (
                <span>{item.title}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
Breadcrumb.displayName = 'Breadcrumb';
