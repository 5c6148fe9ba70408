import { assignVars, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sharedTokens } from '../../theme/tokens';
import { textScales } from './settings';

// The settings' effect, as classes an app puts on <html> (or a story on a wrapper). Their variables are
// set with the class written twice (`&&`): they win over any theme class on the same element, also over
// an app's own theme, whose rules come after the design system's in the stylesheet.

const scaled = (scale: number) =>
  Object.fromEntries(
    Object.entries(sharedTokens.fontSize).map(([name, size]) => [name, `${Math.round(parseFloat(size) * scale)}px`]),
  ) as Record<keyof typeof sharedTokens.fontSize, string>;

/** Text size: the theme's sizes and the default size (text with none of its own) scaled. */
export const textScale: Partial<Record<string, string>> = Object.fromEntries(
  textScales
    .filter((scale) => scale !== 1)
    .map((scale) => [String(scale), style({ selectors: { '&&': { vars: assignVars(vars.fontSize, scaled(scale)) } }, fontSize: `${scale * 100}%` })]),
);

/** 高对比度: white and yellow on black, every pair at least 7:1 (WCAG 1.4.6). */
export const highContrast = style({
  selectors: {
    '&&': {
      vars: assignVars(vars.color, {
        brand: '#ffff00',
        brandDark: '#ffff00',
        brandSoft: '#000000',
        onBrand: '#000000',
        text: '#ffffff',
        textMuted: '#ffff66',
        border: '#ffffff',
        borderStrong: '#ffffff',
        surface: '#000000',
        background: '#000000',
        danger: '#ff9c9c',
        focusRing: '#00ffff',
        footerBackground: '#000000',
        footerText: '#ffffff',
      }),
    },
  },
  background: '#000000',
  color: '#ffffff',
});
// Links without a colour of their own turn yellow and underlined. `:where` gives the rule no weight, so a
// component's own link colour (black on the yellow header and menu, from onBrand) still wins.
globalStyle(`:where(${highContrast}) a`, { color: '#ffff00', textDecoration: 'underline' });
globalStyle(`${highContrast} img`, { filter: 'grayscale(1) contrast(1.2)' });
// Controls without a colour of their own (the base style gives them the page's white text) lose the
// browser's light grey fill, which white text cannot be read on: black with a white edge. `:where`
// again, so every component's own fill wins.
globalStyle(`:where(${highContrast}) :where(button, input, select, textarea)`, { backgroundColor: '#000000', borderColor: '#ffffff' });

/** 反色: the page's colours inverted; pictures turned back so they still look like themselves. */
export const inverted = style({ filter: 'invert(1) hue-rotate(180deg)', background: '#ffffff' });
globalStyle(`${inverted} img, ${inverted} video, ${inverted} svg image`, { filter: 'invert(1) hue-rotate(180deg)' });

/** The standard colours need no class. */
export const contrast: Record<'normal' | 'high' | 'inverted', string | undefined> = { normal: undefined, high: highContrast, inverted };

const svgCursor = (path: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24"><path d="${path}" fill="#000" stroke="#fff" stroke-width="1.2" stroke-linejoin="round"/></svg>`,
  )}")`;
const ARROW = svgCursor('M3 2l15 11-6.5 1 4 7.5-3 1.5-4-7.5L3 20z');
const HAND = svgCursor('M9 2.5a1.5 1.5 0 013 0V10l1-.3V7.5a1.5 1.5 0 013 0v3l1 .2V9a1.5 1.5 0 013 0v7c0 3.6-2.7 6.5-6.5 6.5-2.6 0-4.2-1.1-5.6-3L4 14.6a1.5 1.5 0 012.3-1.9L9 15z');

/** 大鼠标: a 48 px arrow, and a 48 px hand over what can be clicked. */
export const largeCursor = style({ cursor: `${ARROW} 4 2, auto` });
globalStyle(`${largeCursor} *`, { cursor: `${ARROW} 4 2, auto` });
globalStyle(`${largeCursor} a, ${largeCursor} button, ${largeCursor} [role="button"], ${largeCursor} label, ${largeCursor} summary, ${largeCursor} select`, {
  cursor: `${HAND} 18 2, pointer`,
});

/** 阅读辅助线: a band across the page at the pointer's (or the focused element's) height. */
export const readingGuide = style({
  position: 'fixed',
  left: 0,
  right: 0,
  top: 0,
  height: '2.4em',
  pointerEvents: 'none',
  zIndex: 2147483000,
  borderTop: '3px solid #d40000',
  borderBottom: '3px solid #d40000',
  background: 'rgba(255, 230, 0, 0.18)',
  transform: 'translateY(var(--reading-guide-y, -100px))',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.md,
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 } },
});

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
});

export const groupLabel = style({ fontWeight: 600, marginInlineEnd: vars.space.xs, padding: 0, float: 'left' });

/** On the design system's Button: 44 px targets in the body's size, and the pressed state of a toggle. */
export const control = style({
  selectors: {
    '&&': { minWidth: 44, minHeight: 44, fontSize: vars.fontSize.md },
    '&&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
});

export const status = styleVariants({ idle: {}, busy: { fontWeight: 600 } });

export const value = style({ minWidth: '4.5em', textAlign: 'center' });
