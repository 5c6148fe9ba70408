import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A page of its own (no portal header or footer), on the page's background, at least the screen's height (laid out by the atoms). */
export const page = style({ boxSizing: 'border-box', minHeight: '100vh', background: vars.color.background, color: vars.color.text });

/** The code of a status page (404, 401), large in the brand's colour; a picture of the title, not read, so it keeps its size when the text grows (200% text on a phone stays within 320 px). */
export const code = style({ margin: 0, color: vars.color.brand, fontSize: '96px', fontWeight: 700, lineHeight: 1 });

/** The panel of a page of its own (a sign-in form): at most 27.5em wide, raised on the page. */
export const panel = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '27.5em',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: '0 2px 12px rgba(0, 0, 0, 0.08)',
});
