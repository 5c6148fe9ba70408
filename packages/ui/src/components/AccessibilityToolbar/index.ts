export { ReadingGuide } from './ReadingGuide';
export { accessibilityClassNames } from './classNames';
export {
  AccessibilityToolbar,
  defaultAccessibilityToolbarLabels,
} from './AccessibilityToolbar';
export type { AccessibilityToolbarLabels, AccessibilityToolbarProps, AccessibilityToolbarWithoutScript } from './AccessibilityToolbar';
export {
  textScales,
  contrastModes,
  defaultAccessibilitySettings,
  serializeAccessibilitySettings,
  parseAccessibilitySettings,
  stepTextScale,
} from './settings';
export type { AccessibilitySettings, ContrastMode, TextScale } from './settings';
export { useReadAloud, speechPieces } from './useReadAloud';
export type { ReadAloud, ReadAloudState } from './useReadAloud';
