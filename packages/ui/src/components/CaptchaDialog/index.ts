export { CaptchaDialog, CAPTCHA_MAX_LENGTH, defaultCaptchaDialogLabels } from './CaptchaDialog';
export type { CaptchaDialogProps, CaptchaDialogLabels } from './CaptchaDialog';
export { useCaptchaGate } from './useCaptchaGate';
export type { CaptchaGate, CaptchaGateOptions } from './useCaptchaGate';
export { CaptchaAudioButton, defaultCaptchaAudioLabels } from './CaptchaAudioButton';
export type { CaptchaAudioButtonProps, CaptchaAudioLabels } from './CaptchaAudioButton';
