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

/**
 * The colours every theme shares around its brand's: text, borders, surfaces, the danger and focus
 * colours (text on surface 15.8:1, textMuted on background 5.59:1). A theme of an app's own (a city's
 * palette) takes them as the design system's do.
 */
export const neutralColors = {
  text: '#1f2329',
  textMuted: '#5c6370',
  border: '#e3e5e8',
  borderStrong: '#7a818c',
  surface: '#ffffff',
  background: '#f5f6f8',
  danger: '#b71c1c',
  focusRing: '#1f2329',
} as const;

/**
 * The colours of a notice's kind (Notice), the same in every theme and mode: white on each is at least
 * 8:1 (7:1 is 关怀版's rule), and the page's text on an 8 % tint of each on white is at least 13:1.
 */
export const toneColors = { info: '#0d3f80', success: '#0f5c32', warning: '#6b4500', error: '#8a1010' } as const;
export type Tone = keyof typeof toneColors;

/** Spec §9 brand colours. */
export const brandColors = { red: '#e22323', blue: '#185aae' } as const;

/**
 * The named screen widths (CSS px) where layouts may change, smallest first: each is where its kind of
 * screen begins, as in a mobile-first stylesheet. Narrower than `sm` is a phone (and a desktop window
 * zoomed to 400 %, WCAG 1.4.10, which is 320 px wide). Every media query in the design system is made
 * from these (`media`, `breakpoints`); a test refuses a width written anywhere else.
 * - `sm` (601): wider than a phone; the components' phone layouts end here.
 * - `md` (768): a tablet held upright; the floating adverts float from here (below it they stand in a strip).
 * - `lg` (1024): a desktop; room for the advert column beside the content.
 */
export const breakpointWidths = { sm: 601, md: 768, lg: 1024 } as const;
export type BreakpointName = keyof typeof breakpointWidths;

/**
 * Media queries from the named widths. `from('md')` holds from 768 px up; `below('md')` below it, to
 * 767.98 px, so a window of a fractional width (browser zoom) is always on one side or the other.
 */
export const media = {
  from: (name: BreakpointName) => `screen and (min-width: ${breakpointWidths[name]}px)`,
  below: (name: BreakpointName) => `screen and (max-width: ${breakpointWidths[name] - 0.02}px)`,
} as const;

/** The narrowest screen with room for a fixed column beside the content (`breakpoints.belowSideColumn`). */
export const sideColumnMinWidth = 1366;

/**
 * The screen widths the components change their layout at, as media queries. `phone` is a phone's
 * width (below `sm`); `phoneScripted` is a phone whose browser runs scripts: what only a script can
 * open again (the compact header's disclosures) collapses there alone, so a browser without script, or
 * one that does not know the `scripting` feature, shows it open.
 */
export const breakpoints = {
  phone: media.below('sm'),
  phoneScripted: `${media.below('sm')} and (scripting: enabled)`,
  /**
   * Narrower than the commonest laptop screen (1366 px): the margin beside the 1200 px content is then
   * too narrow for a fixed column in it (the portal's side adverts, 8 px from the window's edge and from
   * the content, at least 56 px wide), which hides there.
   */
  belowSideColumn: `screen and (max-width: ${sideColumnMinWidth - 0.02}px)`,
} as const;
