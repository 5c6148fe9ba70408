import { Suspense } from 'react';
import { Await, useAsyncError, useRevalidator } from 'react-router';
import { NewsList, type NewsListItem, type NewsListProps } from '@credit-portal/ui';
import { isSettledFailure } from '../shell/deferred';
import { messageOf } from '../shell/routeData';

type ShownProps = Omit<NewsListProps, 'items' | 'loading' | 'error' | 'onRetry'>;

export interface DeferredNewsProps<T> extends ShownProps {
  /** The column's newest articles, which the route's loader started without waiting for them. */
  resolve: Promise<T>;
  /** The list's items out of what the loader read. */
  items: (value: T) => readonly NewsListItem[];
}

function NewsFailure({ message, ...props }: ShownProps & { message: string }) {
  const revalidator = useRevalidator();
  return <NewsList {...props} items={[]} error={message} onRetry={() => void revalidator.revalidate()} />;
}

function NewsError(props: ShownProps) {
  return <NewsFailure {...props} message={messageOf(useAsyncError())} />;
}

/**
 * A column's newest articles on a sub-site's home, streamed in from the route's loader: the column keeps
 * its heading and 更多 while it loads and when it fails, its loading, error and 重试 being NewsList's
 * (a retry runs the page's loaders again).
 */
export function DeferredNews<T>({ resolve, items, ...shown }: DeferredNewsProps<T>) {
  // Settled by the server's render (shell/deferred.ts): shown as it came.
  if (isSettledFailure(resolve)) return <NewsFailure {...shown} message={resolve.streamedFailure} />;
  return (
    <Suspense fallback={<NewsList {...shown} items={[]} loading />}>
      <Await resolve={resolve} errorElement={<NewsError {...shown} />}>
        {(value: T) => <NewsList {...shown} items={items(value)} />}
      </Await>
    </Suspense>
  );
}
