import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { Dialog, dialogButton } from '../Dialog/Dialog';
import * as styles from './CaptchaDialog.css';
import { CaptchaAudioButton, defaultCaptchaAudioLabels, type CaptchaAudioLabels } from './CaptchaAudioButton';

/** Spec §5 and §9: the verification code has at most 4 characters. */
export const CAPTCHA_MAX_LENGTH = 4;

export interface CaptchaDialogLabels {
  title: string;
  image: string;
  refresh: string;
  zoomIn: string;
  zoomOut: string;
  code: string;
  placeholder: string;
  confirm: string;
  cancel: string;
  /** Shown when the code is left empty. */
  empty: string;
  /** Shown when the back end refused the code. */
  wrong: string;
  /** Shown when the check itself failed (network). */
  checkFailed: string;
  /** Shown while no image is available yet. */
  loading: string;
  /** Shown when 确定 is pressed before the new image after a refused code has come. */
  waitForImage: string;
  /** The audio alternative's button and what it says (CaptchaAudioButton). */
  audio: CaptchaAudioLabels;
}

export const defaultCaptchaDialogLabels: CaptchaDialogLabels = {
  title: '安全验证',
  image: '验证码图片',
  refresh: '看不清？换一张',
  zoomIn: '放大验证码',
  zoomOut: '缩小验证码',
  code: '验证码',
  placeholder: '请输入验证码',
  confirm: '确定',
  cancel: '取消',
  empty: '请输入验证码',
  wrong: '验证码错误，请重新输入',
  checkFailed: '网络异常，请稍后重试',
  loading: '验证码加载中…',
  waitForImage: '请等待新的验证码图片出现后再输入',
  audio: defaultCaptchaAudioLabels,
};

export interface CaptchaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The captcha image (e.g. /graphic/captcha/getCaptcha/{token}); absent while it loads. */
  imageSrc?: string;
  /** The same code spoken (e.g. /graphic/captcha/getCaptchaAudio/{token}): offers 听语音验证码. */
  audioSrc?: string;
  /** Asks the caller for a new captcha (a new token and image). */
  onRefresh: () => void;
  /** Checks the code with the back end; resolves true when it was right. */
  onSubmit: (code: string) => Promise<boolean>;
  /** After a passed check; the dialog then closes. */
  onSuccess?: () => void;
  labels?: Partial<CaptchaDialogLabels>;
}

/**
 * The security-verification dialog (spec §2 application shell, §4, §9): the captcha image, a
 * field of at most 4 characters, 确定 and 取消. A failed check refreshes the image, clears the
 * field and says so; closing clears the code. The ref points at the code field.
 */
export const CaptchaDialog = forwardRef<HTMLInputElement, CaptchaDialogProps>(function CaptchaDialog(
  { open, onOpenChange, imageSrc, audioSrc, onRefresh, onSubmit, onSuccess, labels: labelOverrides },
  forwardedRef,
) {
  const labels = { ...defaultCaptchaDialogLabels, ...labelOverrides, audio: { ...defaultCaptchaDialogLabels.audio, ...labelOverrides?.audio } };
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  // The image whose code was refused: spent, so it is not shown, and no code is sent until a new one comes.
  const [refusedSrc, setRefusedSrc] = useState<string | undefined>(undefined);
  const shownSrc = imageSrc !== undefined && imageSrc !== refusedSrc ? imageSrc : undefined;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const baseId = useId();
  const inputId = `${baseId}-code`;
  const messageId = `${baseId}-message`;
  const imageId = `${baseId}-image`;

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Spec §4: closing clears the code.
  useEffect(() => {
    if (!open) {
      setCode('');
      setError('');
      setPending(false);
      setZoomed(false);
      setRefusedSrc(undefined);
    }
  }, [open]);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  const refuse = (message: string) => {
    setError(message);
    setCode('');
    inputRef.current?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = code.trim();
    if (trimmed === '') {
      setError(labels.empty);
      inputRef.current?.focus();
      return;
    }
    if (shownSrc === undefined) {
      setError(labels.waitForImage);
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    let passed = false;
    let failed = false;
    try {
      passed = await onSubmit(trimmed);
    } catch {
      failed = true;
    }
    if (!mounted.current) return;
    setPending(false);
    if (passed) {
      setCode('');
      setError('');
      onSuccess?.();
      onOpenChange(false);
      return;
    }
    // Spec §4 and §8: a failed check refreshes the image.
    setRefusedSrc(imageSrc);
    onRefresh();
    refuse(failed ? labels.checkFailed : labels.wrong);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={labels.title}
        showCloseButton={false}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <form method="post" noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
          <Dialog.Body>
            <div className={styles.imageRow}>
              <div className={styles.imageFrame({ zoomed })} id={imageId}>
                {shownSrc ? (
                  <img src={shownSrc} alt={labels.image} className={styles.image({ zoomed })} />
                ) : (
                  <span className={styles.loading} role="status">
                    {labels.loading}
                  </span>
                )}
              </div>
              <div className={styles.imageActions}>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => {
                    setCode('');
                    onRefresh();
                    inputRef.current?.focus();
                  }}
                >
                  {labels.refresh}
                </button>
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-controls={imageId}
                  aria-pressed={zoomed}
                  disabled={!shownSrc}
                  onClick={() => setZoomed((value) => !value)}
                >
                  {zoomed ? labels.zoomOut : labels.zoomIn}
                </button>
                {audioSrc ? <CaptchaAudioButton key={audioSrc} src={audioSrc} labels={labels.audio} /> : null}
              </div>
            </div>
            <div className={styles.field}>
              <label htmlFor={inputId} className={styles.label}>
                {labels.code}
              </label>
              <input
                ref={setRefs}
                id={inputId}
                name="captcha"
                type="text"
                inputMode="text"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={CAPTCHA_MAX_LENGTH}
                placeholder={labels.placeholder}
                value={code}
                aria-invalid={error ? true : undefined}
                aria-describedby={messageId}
                onChange={(event: ChangeEvent<HTMLInputElement>) => {
                  setCode(event.target.value.slice(0, CAPTCHA_MAX_LENGTH));
                  if (error) setError('');
                }}
                className={styles.input}
              />
              <p id={messageId} role="alert" className={styles.message}>
                {error}
              </p>
            </div>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close type="button" className={dialogButton({ variant: 'secondary' })}>
              {labels.cancel}
            </Dialog.Close>
            <button
              type="submit"
              aria-disabled={pending || undefined}
              className={dialogButton({ variant: 'primary' })}
            >
              {labels.confirm}
            </button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
});
CaptchaDialog.displayName = 'CaptchaDialog';
