import { useRevalidator } from 'react-router';
import { Button } from '@credit-portal/ui';
import * as styles from '../views/StatusPage.css';

/**
 * A login-required page whose visitor's login could not be checked (the user call timed out, failed or
 * answered nonsense): the catalogue's message and 重试, instead of the sign-on. Only 203 and 401 mean
 * the login is over (shell/session.ts).
 */
export function SessionUnknown({ message }: { message: string }) {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>无法确认登录状态</h1>
      <p role="alert" className={styles.text}>
        {message}
      </p>
      <Button onClick={() => void revalidator.revalidate()} disabled={retrying}>
        {retrying ? '正在重试…' : '重试'}
      </Button>
    </main>
  );
}
