import { useCallback, useEffect, useRef, useState } from 'react';

export interface CaptchaGateOptions {
  /** Called each time the dialog opens, e.g. to fetch a new captcha token and image. */
  onOpen?: () => void;
}

export interface CaptchaGate {
  /** Opens the dialog and resolves true once the visitor passed it, false if they closed it. */
  requestCaptcha: () => Promise<boolean>;
  /** Spread onto `<CaptchaDialog>`: `open`, `onOpenChange`, `onSuccess`. */
  dialogProps: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    onSuccess: () => void;
  };
}

/**
 * Turns "open the captcha dialog and wait" into a promise, the shape SearchBar's
 * `requestCaptcha` prop asks for (spec §2: search needs a passed verification first).
 */
export function useCaptchaGate({ onOpen }: CaptchaGateOptions = {}): CaptchaGate {
  const [open, setOpen] = useState(false);
  const pending = useRef<((passed: boolean) => void) | null>(null);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  }, [onOpen]);

  const settle = useCallback((passed: boolean) => {
    const resolve = pending.current;
    pending.current = null;
    resolve?.(passed);
  }, []);

  // A gate left waiting when its component goes away answers "not passed".
  useEffect(() => () => settle(false), [settle]);

  const requestCaptcha = useCallback(() => {
    settle(false);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
      onOpenRef.current?.();
      setOpen(true);
    });
  }, [settle]);

  const onOpenChange = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (!next) settle(false);
    },
    [settle],
  );

  const onSuccess = useCallback(() => settle(true), [settle]);

  return { requestCaptcha, dialogProps: { open, onOpenChange, onSuccess } };
}
