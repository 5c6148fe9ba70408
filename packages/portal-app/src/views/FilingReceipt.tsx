import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Receipt, Text } from '@credit-portal/ui';

/**
 * In place of a filing form once it is accepted (申报, 信用报告申请): the 受理编号, where to follow it,
 * and a way to file another. Takes focus so that keyboard and screen-reader users land on it.
 */
export function FilingReceipt({ id, title, number, again, onAgain, children }: { id: string; title: string; number: string; again: string; onAgain: () => void; children: ReactNode }) {
  const receipt = useRef<HTMLDivElement>(null);
  useEffect(() => receipt.current?.focus(), []);
  return (
    <Receipt ref={receipt} tabIndex={-1} role="status" aria-labelledby={id} titleId={id} title={title} titleLevel={3} number={number}>
      <Text>{children}</Text>
      <div>
        <Button onClick={onAgain}>{again}</Button>
      </div>
    </Receipt>
  );
}
