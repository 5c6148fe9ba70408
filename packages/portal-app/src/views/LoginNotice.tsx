import { catalogueMessage } from '@credit-portal/api-client';
import { Card, ErrorState, Text } from '@credit-portal/ui';
import { LoginLink } from './LoginLink';

/** In place of a form for anonymous visitors: why and a way to log in (the page comes back after). */
export function LoginNotice({ action }: { action: string }) {
  return (
    <Card look="dashed" padding="lg">
      <Text>请先登录后{action}。</Text>
      <LoginLink />
    </Card>
  );
}

/**
 * A failed load in place of a form. The server's no-permission answer (spec §8) says who may use the
 * form instead of offering a retry that would fail the same way.
 */
export function LoadFailure({ message, onRetry, who }: { message: string; onRetry: () => void; who: string }) {
  if (message === catalogueMessage('forbidden')) {
    return (
      <Card look="dashed" padding="lg" role="alert">
        <Text>{message}</Text>
        <Text>本事项仅限{who}登录后办理。</Text>
      </Card>
    );
  }
  return <ErrorState message={message} onRetry={onRetry} />;
}
