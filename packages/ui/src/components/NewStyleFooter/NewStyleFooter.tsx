import { forwardRef, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './NewStyleFooter.css';

export interface NewStyleFooterLabels {
  organiser: string;
  undertaker: string;
  contact: string;
  icp: string;
  newWindow: string;
}

export const defaultNewStyleFooterLabels: NewStyleFooterLabels = {
  organiser: '主办单位：',
  undertaker: '承办单位：',
  contact: '联系电话：',
  icp: 'ICP备案号：',
  newWindow: '（在新窗口打开）',
};

export interface NewStyleFooterProps {
  organiser?: ReactNode;
  undertaker?: ReactNode;
  /** A telephone number; it becomes a tel: link. */
  phone?: string;
  icp?: { number: string; href?: string };
  /** e.g. a copyright line. */
  extraLines?: readonly ReactNode[];
  labels?: Partial<NewStyleFooterLabels>;
  className?: string;
}

/** The slimmer footer of the main layout's new-style state (spec §2). */
export const NewStyleFooter = forwardRef<HTMLElement, NewStyleFooterProps>(function NewStyleFooter(
  { organiser, undertaker, phone, icp, extraLines = [], labels: labelOverrides, className },
  ref,
) {
  const labels = { ...defaultNewStyleFooterLabels, ...labelOverrides };
  return (
    <footer ref={ref} className={[styles.footer, className].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        {organiser || undertaker ? (
          <p className={styles.line}>
            {organiser ? (
              <span>
                {labels.organiser}
                {organiser}
              </span>
            ) : null}
            {undertaker ? (
              <span>
                {labels.undertaker}
                {undertaker}
              </span>
            ) : null}
          </p>
        ) : null}
        {phone || icp ? (
          <p className={styles.line}>
            {phone ? (
              <span>
                {labels.contact}
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={styles.link}>
                  {phone}
                </a>
              </span>
            ) : null}
            {icp ? (
              <span>
                {labels.icp}
                {icp.href ? (
                  <a href={icp.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {icp.number}
                    <span className={visuallyHidden}>{labels.newWindow}</span>
                  </a>
                ) : (
                  icp.number
                )}
              </span>
            ) : null}
          </p>
        ) : null}
        {extraLines.map((line, index) => (
          <p key={index} className={styles.line}>
            {line}
          </p>
        ))}
      </div>
    </footer>
  );
});
NewStyleFooter.displayName = 'NewStyleFooter';
