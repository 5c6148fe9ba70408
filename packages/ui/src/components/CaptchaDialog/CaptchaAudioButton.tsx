import { useRef, useState } from 'react';
import * as styles from './CaptchaDialog.css';

export interface CaptchaAudioLabels {
  listen: string;
  stop: string;
  playing: string;
  failed: string;
}

export const defaultCaptchaAudioLabels: CaptchaAudioLabels = {
  listen: '听语音验证码',
  stop: '停止播放',
  playing: '正在播放语音验证码，请输入听到的字符',
  failed: '语音验证码播放失败，请换一张后重试',
};

export interface CaptchaAudioButtonProps {
  /** The code spoken (e.g. /graphic/captcha/getCaptchaAudio/{token}); give the button this as its `key` too, so a new code starts afresh. */
  src: string;
  labels?: Partial<CaptchaAudioLabels>;
  className?: string;
}

/**
 * 听语音验证码 (WCAG 1.1.1): plays the server's recording of the same code as the picture, for
 * a visitor who cannot read it; the page never learns the code. Loaded only when asked for; what it is
 * doing is said in a status region, next to it.
 */
export function CaptchaAudioButton({ src, labels: overrides, className }: CaptchaAudioButtonProps) {
  const labels = { ...defaultCaptchaAudioLabels, ...overrides };
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<'idle' | 'playing' | 'failed'>('idle');

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (state === 'playing') {
      element.pause();
      element.currentTime = 0;
      setState('idle');
      return;
    }
    setState('playing');
    element.play().catch((error: unknown) => {
      // Stopped before it started (the play() was interrupted by pause()): not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setState('failed');
    });
  };

  return (
    <>
      <button type="button" className={className ?? styles.linkButton} onClick={toggle}>
        {state === 'playing' ? labels.stop : labels.listen}
      </button>
      {/* A transcript would be the code itself: the picture is the alternative for a visitor who cannot hear it. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio ref={audio} src={src} preload="none" onEnded={() => setState('idle')} onError={() => setState('failed')} />
      <span role="status" className={styles.audioStatus}>
        {state === 'playing' ? labels.playing : state === 'failed' ? labels.failed : ''}
      </span>
    </>
  );
}
