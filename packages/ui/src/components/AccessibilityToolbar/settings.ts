// What a visitor chose in the 无障碍 toolbar (GB/T 37668-2019; the MIIT's 适老化 rules): plain data, so
// an app can keep it in a cookie and render the page with it on the first answer, with no flash.

/** Text size steps, up to 200% (WCAG 1.4.4). */
export const textScales = [1, 1.25, 1.5, 1.75, 2] as const;
export type TextScale = (typeof textScales)[number];

/** 标准配色, 高对比度 (black background, white and yellow text) and 反色 (the page's colours inverted). */
export const contrastModes = ['normal', 'high', 'inverted'] as const;
export type ContrastMode = (typeof contrastModes)[number];

export interface AccessibilitySettings {
  textScale: TextScale;
  contrast: ContrastMode;
  largeCursor: boolean;
  readingGuide: boolean;
}

export const defaultAccessibilitySettings: AccessibilitySettings = Object.freeze({
  textScale: 1,
  contrast: 'normal',
  largeCursor: false,
  readingGuide: false,
});

/**
 * A short, cookie-safe form (letters, digits and dots only): `t150.high.cursor.guide`; the defaults
 * give the empty string.
 */
export function serializeAccessibilitySettings(settings: AccessibilitySettings): string {
  return [
    settings.textScale !== 1 && `t${Math.round(settings.textScale * 100)}`,
    settings.contrast !== 'normal' && settings.contrast,
    settings.largeCursor && 'cursor',
    settings.readingGuide && 'guide',
  ]
    .filter(Boolean)
    .join('.');
}

/** Reads serializeAccessibilitySettings' form; anything it does not know is ignored, never thrown on. */
export function parseAccessibilitySettings(value: string | null | undefined): AccessibilitySettings {
  const parts = new Set((value ?? '').slice(0, 64).split('.'));
  const scale = textScales.find((step) => parts.has(`t${Math.round(step * 100)}`));
  const contrast = contrastModes.find((mode) => mode !== 'normal' && parts.has(mode));
  return {
    textScale: scale ?? 1,
    contrast: contrast ?? 'normal',
    largeCursor: parts.has('cursor'),
    readingGuide: parts.has('guide'),
  };
}

/** One step larger or smaller, staying within 100%–200%. */
export function stepTextScale(scale: TextScale, direction: 1 | -1): TextScale {
  const index = textScales.indexOf(scale) + direction;
  return textScales[Math.min(textScales.length - 1, Math.max(0, index))] as TextScale;
}
