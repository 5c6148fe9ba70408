import { forwardRef } from 'react';
import { useUiLink } from '../UiProvider/UiProvider';
import { formatDate, toDateTimeAttribute, type DateLike } from '../../format/formatDate';
import * as styles from './ContentCard.css';

export interface ContentCardLabels {
  organ: string;
  count: string;
  time: string;
}

export const defaultContentCardLabels: ContentCardLabels = {
  organ: '来源单位',
  count: '数据总量',
  time: '更新时间',
};

export interface ContentCardProps {
  title: string;
  /** Where the card leads; rendered with the app's link component (`useUiLink`). */
  href: string;
  /** 来源单位 */
  organ?: string;
  /** 数据总量; numbers get thousands separators. */
  count?: number | string;
  /** 更新时间 */
  time?: DateLike;
  /** Pattern for `time`. Default yyyy-MM-dd. */
  timePattern?: string;
  /** Heading level of the title. Default 3. */
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<ContentCardLabels>;
  className?: string;
}

/** A catalogue or content item (spec §2): title, 来源单位, 数据总量, 更新时间; the whole card links. */
export const ContentCard = forwardRef<HTMLElement, ContentCardProps>(function ContentCard(
  { title, href, organ, count, time, timePattern = 'yyyy-MM-dd', headingLevel = 3, labels: labelOverrides, className },
  ref,
) {
  const labels = { ...defaultContentCardLabels, ...labelOverrides };
  const Link = useUiLink();
  const Heading = `h${headingLevel}` as const;
  const countText = typeof count === 'number' ? count.toLocaleString('zh-CN') : count;
  const timeText = formatDate(time, timePattern);
  return (
    <article ref={ref} className={[styles.root, className].filter(Boolean).join(' ')}>
      <Heading className={styles.title}>
        <Link href={href} className={styles.link}>
          {title}
        </Link>
      </Heading>
      <dl className={styles.meta}>
        {organ !== undefined && organ !== '' && (
          <>
            <dt className={styles.term}>{labels.organ}</dt>
            <dd className={styles.detail}>{organ}</dd>
          </>
        )}
        {countText !== undefined && countText !== '' && (
          <>
            <dt className={styles.term}>{labels.count}</dt>
            <dd className={styles.detail}>{countText}</dd>
          </>
        )}
        {timeText !== '' && (
          <>
            <dt className={styles.term}>{labels.time}</dt>
            <dd className={styles.detail}>
              <time dateTime={toDateTimeAttribute(time)}>{timeText}</time>
            </dd>
          </>
        )}
      </dl>
    </article>
  );
});
ContentCard.displayName = 'ContentCard';
