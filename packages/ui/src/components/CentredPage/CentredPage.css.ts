import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A page of its own (no portal header or footer): its parts one under the other, centred on the screen. */
export const page = style({
  boxSizing: 'border-box',
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
});
/** A status page's words are centred under its code. */
export const centredText = style({ textAlign: 'center' });

/** The code of a status page (404, 401), large in the brand's colour; a picture of the title, not read, so it keeps its size when the text grows (200% text on a phone stays within 320 px). */
export const code = style({ margin: 0, color: vars.color.brand, fontSize: '96px', fontWeight: 700, lineHeight: 1 });

/** The panel of a page of its own (a sign-in form): at most 27.5em wide, raised on the page. */
export const panel = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '27.5em',
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: '0 2px 12px rgba(0, 0, 0, 0.08)',
});
