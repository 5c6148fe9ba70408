import type { MouseEvent, ReactNode } from 'react';
import { ButtonLink, TextLink } from '@credit-portal/ui';
import { useSignOn } from '../shell/ShellContext';

/**
 * 登录 as a link to the login page, which brings the visitor back here: it works without the page's
 * script, and with it leads to the single sign-on instead (`useSignOn`). A primary ButtonLink, or
 * `inline` a link in a sentence.
 */
export function LoginLink({ children = '登录', inline = false }: { children?: ReactNode; inline?: boolean }) {
  const signOn = useSignOn();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    signOn.onLogin();
  };
  return inline ? (
    <TextLink href={signOn.loginHref} onClick={onClick}>
      {children}
    </TextLink>
  ) : (
    <ButtonLink variant="primary" href={signOn.loginHref} onClick={onClick}>
      {children}
    </ButtonLink>
  );
}
