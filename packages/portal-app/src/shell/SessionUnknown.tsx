import { useRevalidator } from 'react-router';
import { ErrorState } from '@credit-portal/ui';
import * as noticeStyles from './SessionUnknown.css';

// The user call failed in a way that says nothing of the login (a timeout, a dropped connection, 500, a
// malformed answer; only 203 and 401 mean the login is over, shell/session.ts): the visitor gets the
// catalogue's message and 重试, which asks again (the shell's loader revalidates while the check fails).

const TITLE = '无法确认登录状态';

/**
 * The notice a page shows under the header (the shell's sessionNotice): the page is there as for anyone,
 * and where the visitor's name would be, the message and 重试. (A login-required page says so in its own
 * place: its loader, shell/session.ts loginRequired.)
 */
export default function SessionUnknown({ message }: { message: string }) {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  const retry = () => void revalidator.revalidate();
  return (
    <section aria-label="登录状态" className={noticeStyles.notice}>
      <ErrorState message={message} onRetry={retry} retrying={retrying} labels={{ title: TITLE }} />
    </section>
  );
}
