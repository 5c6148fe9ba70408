import { useEffect } from 'react';
import { unwrap } from '@credit-portal/api-client';
import { CaptchaDialog, useExternalLinkConfirm, type CaptchaGate } from '@credit-portal/ui';
import { captchaAudioSrc, captchaImageSrc } from './captchaAddresses';
import { portal } from '#portal';
import { rememberCaptchaPass } from './captchaPass';

export interface ShellDialogsProps {
  captcha: CaptchaGate['dialogProps'];
  captchaToken: string | null;
  /** The catalogue's message when no captcha could be had: shown where the image would be. */
  captchaError: string | null;
  refreshCaptcha(): void;
  /** The latest address to confirm before leaving the site; `n` counts requests for the same address. */
  external: { href: string; n: number } | null;
}

/**
 * The shell's dialogs (spec §2, §4): 安全验证 and the external-link confirmation. Loaded the first
 * time one is needed, so the first page carries none of their code.
 */
export default function ShellDialogs({ captcha, captchaToken, captchaError, refreshCaptcha, external }: ShellDialogsProps) {
  const confirm = useExternalLinkConfirm();
  const { confirm: confirmExternal } = confirm;
  useEffect(() => {
    if (external) confirmExternal(external.href);
  }, [external, confirmExternal]);

  return (
    <>
      <CaptchaDialog
        {...captcha}
        imageSrc={captchaToken ? captchaImageSrc(captchaToken) : undefined}
        audioSrc={captchaToken ? captchaAudioSrc(captchaToken) : undefined}
        onRefresh={refreshCaptcha}
        labels={captchaError ? { loading: captchaError } : undefined}
        onSubmit={async (code) => {
          if (!captchaToken) return false;
          const passed = await unwrap(portal.api.GET('/graphic/captcha/check', { params: { query: { token: captchaToken, data: code } } }));
          // The token of a passed check is the pass the guarded calls carry (captchaPass.ts).
          if (passed) rememberCaptchaPass(captchaToken);
          return passed;
        }}
      />
      {confirm.dialog}
    </>
  );
}
