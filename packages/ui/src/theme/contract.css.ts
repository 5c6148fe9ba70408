import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract. A city that wants its own colours writes one more theme file
 * with `createTheme(vars, { … })`; no component changes.
 */
export const vars = createThemeContract({
  color: {
    /** Spec §9: red #e22323 (the product's) or blue #185aae. */
    brand: null,
    /** Hover/pressed brand, and brand-coloured text on light tints (AA on `brandSoft`). */
    brandDark: null,
    /** A light tint of the brand for selected and hover backgrounds. */
    brandSoft: null,
    /** Text on a `brand` or `brandDark` background. */
    onBrand: null,
    text: null,
    textMuted: null,
    /** Decorative separators. */
    border: null,
    /** Borders of form controls: at least 3:1 against `surface` (WCAG 1.4.11). */
    borderStrong: null,
    surface: null,
    background: null,
    /** Validation messages. */
    danger: null,
    focusRing: null,
    footerBackground: null,
    footerText: null,
  },
  space: {
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  fontFamily: {
    body: null,
  },
  lineHeight: {
    tight: null,
    body: null,
  },
  radius: {
    sm: null,
    md: null,
    pill: null,
  },
  /** Sizes the spec fixes (§9), stated once here. */
  size: {
    sidebarWidth: null,
    dialogWidth: null,
    paginationMarginTop: null,
    contentWidth: null,
    controlHeight: null,
  },
});

export type ThemeVars = typeof vars;
