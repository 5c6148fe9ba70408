import * as styles from './AccessibilityToolbar.css';
import type { AccessibilitySettings } from './settings';

/** The classes that carry the settings' effect, for the app's <html> (or any wrapper); none for the defaults. */
export function accessibilityClassNames(settings: AccessibilitySettings): string {
  return [
    styles.textScale[String(settings.textScale)],
    styles.contrast[settings.contrast],
    settings.largeCursor && styles.largeCursor,
  ]
    .filter(Boolean)
    .join(' ');
}
