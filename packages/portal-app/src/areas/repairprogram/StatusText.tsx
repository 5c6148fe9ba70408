import type { ReactNode } from 'react';
import { Text } from '@credit-portal/ui';

/**
 * A record's state in a line or a table's cell: one that asks for the operator's action (待审核, 公示中)
 * in bold, a finished one muted, a failed check in the danger colour; the words say the state, the look
 * only repeats them.
 */
export function StatusText({ state, children }: { state: 'open' | 'ended' | 'failed'; children: ReactNode }) {
  return (
    <Text as="span" weight={state === 'ended' ? undefined : 'semibold'} tone={state === 'ended' ? 'muted' : state === 'failed' ? 'danger' : 'default'}>
      {children}
    </Text>
  );
}
