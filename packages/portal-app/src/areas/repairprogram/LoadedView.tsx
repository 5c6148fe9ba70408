import type { ReactNode } from 'react';
import { ErrorState, Skeleton } from '@credit-portal/ui';
import type { Loaded } from './useProgram';

/** The one pending and error presentation of the program's data (ui's Skeleton and ErrorState). */
export function LoadedView<T>({ loaded, label, children }: { loaded: Loaded<T>; label: string; children: (data: T) => ReactNode }) {
  if (loaded.status === 'loading') return <Skeleton variant="list" count={3} label={label} />;
  if (loaded.status === 'error') return <ErrorState message={loaded.message} onRetry={loaded.retry} />;
  return <>{children(loaded.data)}</>;
}
