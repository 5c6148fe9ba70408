import { useRevalidator } from 'react-router';
import { Button, CentredPage, ErrorState, Heading, Text } from '@credit-portal/ui';
import * as noticeStyles from './SessionUnknown.css';

// The user call failed in a way that says nothing of the login (a timeout, a dropped connection, 500, a
// malformed answer; only 203 and 401 mean the login is over, shell/session.ts): the visitor gets the
// catalogue's message and 重试, which asks again (the shell's loader revalidates while the check fails).

const TITLE = '无法确认登录状态';

/**
 * `page`: a login-required page whose visitor's login could not be checked: the message and 重试, instead
 * of the sign-on. Otherwise the notice a public page shows under the header (the shell's sessionNotice):
 * the page is there as for anyone, and where the visitor's name would be, the message and 重试.
 */
export default function SessionUnknown({ message, page = false }: { message: string; page?: boolean }) {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  const retry = () => void revalidator.revalidate();
  return page ? (
    <CentredPage>
      <Heading level={1} size="xl">
        {TITLE}
      </Heading>
      <Text role="alert" tone="muted">
        {message}
      </Text>
      <Button onClick={retry} disabled={retrying}>
        {retrying ? '正在重试…' : '重试'}
      </Button>
    </CentredPage>
  ) : (
    <section aria-label="登录状态" className={noticeStyles.notice}>
      <ErrorState message={message} onRetry={retry} retrying={retrying} labels={{ title: TITLE }} />
    </section>
  );
}
