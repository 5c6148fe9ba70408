import { forwardRef, type ReactNode } from 'react';
import { formatDate, toDateTimeAttribute, type DateLike } from '../../format/formatDate';
import { formatFileSize } from '../../format/formatShortNumber';
import { isSafeResourceUrl } from './safeUrl';
import type { SanitizedHtml } from './SanitizedHtml';
import * as styles from './ArticleView.css';

export interface ArticleAttachment {
  name: string;
  /** Download address, e.g. the back end's file URL with its access token (spec §6). */
  href: string;
  /** Bytes. */
  size?: number;
}

export interface ArticleViewLabels {
  source: string;
  time: string;
  attachments: string;
  download: string;
}

export const defaultArticleViewLabels: ArticleViewLabels = {
  source: '来源',
  time: '发布时间',
  attachments: '附件',
  download: '下载',
};

export interface SanitizedArticleViewProps {
  title: string;
  /** The publishing unit, e.g. 示例市发展和改革委员会. */
  source?: string;
  time?: DateLike;
  /** Pattern for `time`. Default yyyy-MM-dd hh:mm:ss. */
  timePattern?: string;
  /**
   * The article body as `sanitizeArticleHtml` returned it (its `linkTarget` chose where links open),
   * e.g. sanitised where the page's data was loaded. Shown as it is.
   */
  html: SanitizedHtml;
  attachments?: readonly ArticleAttachment[];
  headingLevel?: 1 | 2;
  /** Anything under the body, e.g. 上一篇 / 下一篇 links. */
  footer?: ReactNode;
  labels?: Partial<ArticleViewLabels>;
  className?: string;
}

/**
 * ArticleView for a body sanitised beforehand: the same markup, without loading the sanitizer
 * (DOMPurify) with the page. The body's type says it went through `sanitizeArticleHtml`.
 */
export const SanitizedArticleView = forwardRef<HTMLElement, SanitizedArticleViewProps>(function SanitizedArticleView(
  { title, source, time, timePattern, html, attachments = [], headingLevel = 1, footer, labels: labelOverrides, className },
  ref,
) {
  const labels = { ...defaultArticleViewLabels, ...labelOverrides };
  const Heading = `h${headingLevel}` as const;
  const timeText = formatDate(time, timePattern);
  const downloads = attachments.filter((a) => isSafeResourceUrl(a.href));
  return (
    <article ref={ref} className={[styles.root, className].filter(Boolean).join(' ')}>
      <header>
        <Heading className={styles.title}>{title}</Heading>
        {(source || timeText) && (
          <dl className={styles.meta}>
            {source && (
              <div className={styles.metaItem}>
                <dt className={styles.metaTerm}>{labels.source}</dt>
                <dd className={styles.metaDetail}>{source}</dd>
              </div>
            )}
            {timeText && (
              <div className={styles.metaItem}>
                <dt className={styles.metaTerm}>{labels.time}</dt>
                <dd className={styles.metaDetail}>
                  <time dateTime={toDateTimeAttribute(time, true)}>{timeText}</time>
                </dd>
              </div>
            )}
          </dl>
        )}
      </header>
      {/* SanitizedHtml: sanitised with DOMPurify to the article subset (sanitizeArticleHtml.ts). */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
      {downloads.length > 0 && (
        <section className={styles.attachments}>
          <h2 className={styles.attachmentsTitle}>{labels.attachments}</h2>
          <ul className={styles.attachmentList}>
            {downloads.map((attachment) => (
              <li key={`${attachment.href}|${attachment.name}`}>
                <a href={attachment.href} download={attachment.name} className={styles.attachmentLink}>
                  {labels.download} {attachment.name}
                </a>
                {attachment.size !== undefined && (
                  <span className={styles.attachmentSize}>（{formatFileSize(attachment.size)}）</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {footer}
    </article>
  );
});
SanitizedArticleView.displayName = 'SanitizedArticleView';
