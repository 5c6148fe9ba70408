import { useLayoutEffect, useRef, useState } from 'react';
import { useActionData, useRevalidator } from 'react-router';
import { Button, EmptyState, fieldEditBeforeHydration } from '@credit-portal/ui';
import { useShell } from '../shell/ShellContext';
import { useHydrated } from '../shell/hydrated';
import { CaptchaFields } from '../submission/CaptchaFields';
import { CAPTCHA_CODE } from '../submission/action';
import type { VerifiedSearch } from '../submission/verifiedSearch';
import type { VerificationNeeded } from '../shell/captchaPass';

/**
 * A search page's results: the route loader's (`loaded`), or those of a search sent without the page's
 * script and verified by the route's action, with what that action says of the 安全验证 still to pass
 * (`verification`, SearchVerification's props).
 */
export function useVerifiedSearch<T>(loaded: T | VerificationNeeded | null) {
  const verified = (useActionData() as { verification?: VerifiedSearch<T> } | undefined)?.verification;
  return {
    found: verified?.found ?? loaded,
    verification: { ...(verified?.captcha === undefined ? {} : { captcha: verified.captcha }), ...(verified?.message === undefined ? {} : { message: verified.message }) },
  };
}

/**
 * A search that waits for its 安全验证 (its loader answered VERIFICATION_NEEDED: no pass yet, or the back
 * end refused the one held): says why, and 验证并查询 (or the page's own verb) opens the 安全验证 and then
 * asks again with its pass. What the server renders for a search address, since only the visitor's
 * browser holds a pass. Without the page's script the form shows a captcha's image and a field (in a
 * <noscript>, or the captcha the route's action answered with: `captcha`) and posts the code to the
 * route's action (submission/verifiedSearch.ts), which answers with the results.
 */
export function SearchVerification({ verb, captcha, message }: { verb: string; captcha?: string; message?: string }) {
  const shell = useShell();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [refused, setRefused] = useState(false);
  const verify = async () => {
    setRefused(false);
    if (await shell.requestCaptcha()) void revalidator.revalidate();
    else setRefused(true);
  };
  // A code typed into the captcha's field before the page's script ran: the field stays, and 验证并… sends
  // the form as it would have without the script. Read as the page hydrates, before the render that
  // would drop the field (a layout effect runs before it).
  const form = useRef<HTMLFormElement>(null);
  const [typedFirst, setTypedFirst] = useState(false);
  useLayoutEffect(() => {
    const code = form.current?.elements.namedItem(CAPTCHA_CODE);
    if (code instanceof HTMLInputElement && fieldEditBeforeHydration(code, '') !== undefined) setTypedFirst(true);
  }, []);
  const captchaInPage = (!hydrated || typedFirst) && captcha !== undefined;
  return (
    <EmptyState title={`${verb}前请先完成安全验证`} description="为防止信用信息被批量抓取，每个新的关键词都需要先通过一次安全验证。">
      <form ref={form} method="post" aria-label="安全验证">
        {captchaInPage ? <CaptchaFields token={captcha} /> : !hydrated && <CaptchaFields />}
        <Button
          type="submit"
          onClick={(event) => {
            if (captchaInPage) return;
            // The page's script opens the 安全验证 dialog instead of sending the form.
            event.preventDefault();
            void verify();
          }}
          disabled={revalidator.state === 'loading'}
        >
          {`验证并${verb}`}
        </Button>
        <p role="status">{refused ? `未完成安全验证，暂不能${verb}` : captchaInPage && message ? message : ''}</p>
      </form>
    </EmptyState>
  );
}
