import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { minimumTarget } from '../../styles/minimumTarget.css';

// A page's words take their size, colour and spacing from the theme, never from the page: a lead of
// 1.8 here and 1.7 there is how pages drifted apart. Every text block's own margin is off: the layout
// it stands in (Stack, Card) spaces it.

export const text = style({ margin: 0 });
// A link that is the whole paragraph (查看全部…) is a target of at least 24 px (WCAG 2.5.8).
globalStyle(`${text} > a:only-child`, { display: 'inline-block', minHeight: 24, lineHeight: '24px' });
// A link in running text is the brand's dark colour (AA on the surface and the brand's tint); one with a
// class of its own (a button-like link, TextLink) keeps its own.
globalStyle(`:where(${text}) a:where(:not([class]))`, { color: vars.color.brandDark });
export const sizes = styleVariants(vars.fontSize, (size) => ({ fontSize: size }));
export const tones = styleVariants({
  default: {},
  muted: { color: vars.color.textMuted },
  brand: { color: vars.color.brandDark },
  danger: { color: vars.color.danger },
});
export const weights = styleVariants({ regular: { fontWeight: 400 }, semibold: { fontWeight: 600 }, bold: { fontWeight: 700 } });
/** `tight` for headings and figures, `body` for reading, `relaxed` for a page's lead and guides. */
export const leadings = styleVariants({ tight: { lineHeight: vars.lineHeight.tight }, body: { lineHeight: vars.lineHeight.body }, relaxed: { lineHeight: 1.8 } });
/** A text as it was written (a message, a reply): its line breaks kept, a long word wrapped. */
export const preserveLines = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
/** A value read character by character (a tracking number, a code): monospaced, never broken oddly. */
export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', letterSpacing: '0.05em', overflowWrap: 'anywhere' });

/** A heading: tight lines, a long word wraps inside its column (WCAG 1.4.10). */
export const heading = style({ margin: 0, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere', selectors: { '&[tabindex="-1"]:focus': { outline: 'none' } } });
// A heading that is a link (a card's name) keeps the heading's colour; it underlines on hover.
globalStyle(`${heading} a`, { color: 'inherit', textDecoration: 'none' });
globalStyle(`${heading} a:hover, ${heading} a:focus-visible`, { textDecoration: 'underline' });
/** A page's own title: the brand's rule under it. */
export const ruled = style({ paddingBottom: vars.space.sm, borderBottom: `2px solid ${vars.color.brand}` });

/** A list of points or steps: markers hang in 1.5em (which grows with the text), the items spaced by the layout's gaps. */
export const list = style({ display: 'grid', margin: 0, paddingInlineStart: '1.5em' });
export const bare = style({ paddingInlineStart: 0, listStyle: 'none' });
// A link in a list of points stands on its own line: the brand's colour, at least 24 px high (WCAG 2.5.8).
// Aligned by its top, so a link that wraps keeps its number or bullet beside its first line, not its last.
globalStyle(`${list} > li > a:only-child`, { display: 'inline-block', verticalAlign: 'top', minHeight: 24, lineHeight: '24px', color: vars.color.brandDark });

/** A link in the brand's dark colour (AA on the surface and the brand's tint); `standalone`: at least 24 px high (WCAG 2.5.8). */
export const link = style({ color: vars.color.brandDark });
export const standalone = style([minimumTarget, { justifySelf: 'start' }]);
