import { forwardRef, useId } from 'react';
import { useUiLink } from '../UiProvider/UiProvider';
import { formatDate, toDateTimeAttribute, type DateLike } from '../../format/formatDate';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './NewsList.css';

export interface NewsListItem {
  id: string | number;
  title: string;
  href: string;
  time?: DateLike;
}

export interface NewsListLabels {
  more: string;
  empty: string;
}

export const defaultNewsListLabels: NewsListLabels = { more: '更多', empty: '暂无数据' };

/** Spec §2: a separator line after every fifth item. */
export const NEWS_SEPARATOR_EVERY = 5;

export interface NewsListProps {
  items: readonly NewsListItem[];
  /** Heading above the list, e.g. 信用动态; also names the list for screen readers. */
  title?: string;
  headingLevel?: 2 | 3 | 4;
  /** Shows a 更多 link (read as 更多信用动态 with a title). */
  moreHref?: string;
  /** Pattern for the dates. Default yyyy-MM-dd. */
  datePattern?: string;
  /** Separator after every N items. Default 5; 0 for none. */
  separatorEvery?: number;
  loading?: boolean;
  /** The error catalogue's message: shown instead of the list, with 重试 when `onRetry` is given. */
  error?: string;
  onRetry?: () => void;
  labels?: Partial<NewsListLabels>;
  className?: string;
}

/** A list of news, policies or notices (spec §2), with dates and a separator every fifth item. */
export const NewsList = forwardRef<HTMLElement, NewsListProps>(function NewsList(
  {
    items,
    title,
    headingLevel = 2,
    moreHref,
    datePattern = 'yyyy-MM-dd',
    separatorEvery = NEWS_SEPARATOR_EVERY,
    loading = false,
    error,
    onRetry,
    labels: labelOverrides,
    className,
  },
  ref,
) {
  const labels = { ...defaultNewsListLabels, ...labelOverrides };
  const Link = useUiLink();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  let body;
  if (loading) body = <Skeleton variant="list" count={Math.min(Math.max(items.length, 5), 10)} />;
  else if (error) body = <ErrorState message={error} {...(onRetry ? { onRetry } : {})} />;
  else if (items.length === 0) body = <EmptyState title={labels.empty} />;
  else
    body = (
      <ul className={styles.list} aria-labelledby={title ? headingId : undefined}>
        {items.map((item, index) => {
          const separated = separatorEvery > 0 && (index + 1) % separatorEvery === 0 && index < items.length - 1;
          const date = formatDate(item.time, datePattern);
          return (
            <li
              key={item.id}
              className={[styles.item, separated ? styles.separated : ''].filter(Boolean).join(' ')}
              data-separator={separated || undefined}
            >
              <Link href={item.href} className={styles.link}>
                {item.title}
              </Link>
              {date && (
                <time className={styles.time} dateTime={toDateTimeAttribute(item.time)}>
                  {date}
                </time>
              )}
            </li>
          );
        })}
      </ul>
    );

  return (
    <section
      ref={ref}
      aria-labelledby={title ? headingId : undefined}
      aria-busy={loading || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {(title || moreHref) && (
        <div className={styles.header}>
          {title && (
            <Heading id={headingId} className={styles.heading}>
              {title}
            </Heading>
          )}
          {moreHref && (
            <Link href={moreHref} className={styles.more}>
              {labels.more}
              {title && <span className={visuallyHidden}>{title}</span>}
            </Link>
          )}
        </div>
      )}
      {body}
    </section>
  );
});
NewsList.displayName = 'NewsList';
