import { forwardRef, type ReactNode } from 'react';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's title (route metadata pageTitle), the page's heading. */
  title: string;
  /** Its English title (pageTitleEng), shown smaller under it. */
  englishTitle?: string;
  /** Slot for the trail, usually a `<Breadcrumb>`. */
  breadcrumb?: ReactNode;
  /** Heading level of the title. Default 1. */
  headingLevel?: 1 | 2;
  className?: string;
}

/** The content layout's title bar (spec §2): title, English title and the breadcrumb. */
export const PageHeader = forwardRef<HTMLDivElement, PageHeaderProps>(function PageHeader(
  { title, englishTitle, breadcrumb, headingLevel = 1, className },
  ref,
) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div ref={ref} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.banner}>
        <div className={styles.titles}>
          <Heading className={styles.title}>{title}</Heading>
          {englishTitle ? (
            <p lang="en" className={styles.english}>
              {englishTitle}
            </p>
          ) : null}
        </div>
      </div>
      {breadcrumb ? <div className={styles.breadcrumb}>{breadcrumb}</div> : null}
    </div>
  );
});
PageHeader.displayName = 'PageHeader';
