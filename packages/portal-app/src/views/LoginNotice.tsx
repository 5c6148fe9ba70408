import { catalogueMessage } from '@credit-portal/api-client';
import { Button, ErrorState } from '@credit-portal/ui';
import { useSignOn } from '../shell/ShellContext';
import * as styles from './declarations.css';

/** In place of a form for anonymous visitors: why and a way to log in (the page comes back after). */
export function LoginNotice({ action }: { action: string }) {
  const signOn = useSignOn();
  return (
    <div className={styles.notice}>
      <p className={styles.noticeText}>请先登录后{action}。</p>
      <Button variant="primary" onClick={signOn.onLogin}>
        登录
      </Button>
    </div>
  );
}

/**
 * A failed load in place of a form. The server's no-permission answer (spec §8) says who may use the
 * form instead of offering a retry that would fail the same way.
 */
export function LoadFailure({ message, onRetry, who }: { message: string; onRetry: () => void; who: string }) {
  if (message === catalogueMessage('forbidden')) {
    return (
      <div className={styles.notice} role="alert">
        <p className={styles.noticeText}>{message}</p>
        <p className={styles.noticeText}>本事项仅限{who}登录后办理。</p>
      </div>
    );
  }
  return <ErrorState message={message} onRetry={onRetry} />;
}
