/**
 * Tokens shared by every theme; a theme only chooses its colours.
 * Plain data (no vanilla-extract) so tests and apps can read the numbers too.
 */
export const fontStack = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

export const sharedTokens = {
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    xxl: '28px',
  },
  fontFamily: { body: fontStack },
  lineHeight: { tight: '1.3', body: '1.6' },
  radius: { sm: '2px', md: '4px', pill: '999px' },
  size: {
    sidebarWidth: '230px',
    dialogWidth: '550px',
    paginationMarginTop: '54px',
    contentWidth: '1200px',
    controlHeight: '40px',
  },
} as const;

/** Spec §9 brand colours. */
export const brandColors = { red: '#e22323', blue: '#185aae' } as const;

/**
 * The screen widths the components change their layout at, as media queries. `phone` is a phone's
 * width (and a desktop window zoomed to 400 %, WCAG 1.4.10); `phoneScripted` is a phone whose browser
 * runs scripts: what only a script can open again (the compact header's disclosures) collapses there
 * alone, so a browser without script, or one that does not know the `scripting` feature, shows it open.
 */
export const breakpoints = {
  phone: 'screen and (max-width: 600px)',
  phoneScripted: 'screen and (max-width: 600px) and (scripting: enabled)',
} as const;
