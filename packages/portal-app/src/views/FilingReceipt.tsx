import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Heading } from '@credit-portal/ui';
import * as styles from './declarations.css';

/**
 * In place of a filing form once it is accepted (申报, 信用报告申请): the 受理编号, where to follow it,
 * and a way to file another. Takes focus so that keyboard and screen-reader users land on it.
 */
export function FilingReceipt({ id, title, number, again, onAgain, children }: { id: string; title: string; number: string; again: string; onAgain: () => void; children: ReactNode }) {
  const receipt = useRef<HTMLDivElement>(null);
  useEffect(() => receipt.current?.focus(), []);
  return (
    <div ref={receipt} tabIndex={-1} className={styles.receipt} role="status" aria-labelledby={id}>
      <Heading level={3} id={id}>
        {title}
      </Heading>
      <p className={styles.receiptText}>
        受理编号：
        <span className={styles.receiptNumber}>{number}</span>
      </p>
      <p className={styles.receiptText}>{children}</p>
      <Button onClick={onAgain}>{again}</Button>
    </div>
  );
}
