export { VerificationPopup, useVerificationPopup, defaultVerificationPopupLabels } from './VerificationPopup';
export type {
  VerificationPopupProps,
  VerificationPopupLabels,
  VerificationPopupOptions,
  VerificationPopupControl,
} from './VerificationPopup';
export {
  openVerificationWindow,
  isVerificationUrl,
  VERIFICATION_POPUP_WIDTH,
  VERIFICATION_POPUP_HEIGHT,
  VERIFICATION_CHECK_INTERVAL_MS,
} from './openVerificationWindow';
export type { VerificationWindowOptions, VerificationWindowHandle, WindowOpener } from './openVerificationWindow';
