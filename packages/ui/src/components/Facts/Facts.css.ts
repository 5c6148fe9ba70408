import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { careScope } from '../../theme/careMode.css';
import { media } from '../../theme/tokens';

const termWidth = createVar();

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

/** Two columns of pairs from the theme's `md` width (a tablet upright); one on a phone and in 关怀版. */
export const twoColumns = style({
  '@media': { [media.from('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  selectors: { [`${careScope} &`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const termWidths = styleVariants({ sm: { vars: { [termWidth]: '5em' } }, md: { vars: { [termWidth]: '7em' } }, lg: { vars: { [termWidth]: '9em' } } });

/**
 * A term and its value side by side; when the line has no room for both (a phone, 关怀版's large words)
 * the value goes under the term, and the term takes the whole line. The value takes (almost) all the room
 * the term leaves: its flex-grow dwarfs the term's.
 */
export const row = style({ display: 'flex', flexWrap: 'wrap', minWidth: 0 });
export const wide = style({ gridColumn: '1 / -1' });
export const term = style({ flex: `1 1 ${termWidth}`, margin: 0, fontWeight: 600 });
export const value = style({ flex: '999 1 12em', minWidth: 0, margin: 0, overflowWrap: 'anywhere' });
// A link among the values keeps a 24 px target however small the facts' text (WCAG 2.5.8).
globalStyle(`${value} a`, { display: 'inline-block', minHeight: 24, lineHeight: '24px' });

export const looks = styleVariants({
  plain: { rowGap: vars.space.xs, columnGap: vars.space.xl },
  boxed: { borderTop: `1px solid ${vars.color.border}`, borderLeft: `1px solid ${vars.color.border}` },
  inline: { display: 'flex', flexWrap: 'wrap', rowGap: vars.space.xs, columnGap: vars.space.lg },
});
globalStyle(`${looks.plain} > ${row}`, { columnGap: vars.space.md });
globalStyle(`${looks.plain} ${term}`, { color: vars.color.textMuted, fontWeight: 400 });
globalStyle(`${looks.inline} > ${row}`, { flexWrap: 'nowrap', columnGap: vars.space.xs, maxWidth: '100%' });
globalStyle(`${looks.inline} ${term}`, { flex: '0 0 auto', color: vars.color.textMuted, fontWeight: 400 });
globalStyle(`${looks.inline} ${value}`, { flex: '0 1 auto' });
globalStyle(`${looks.boxed} > ${row}`, { borderRight: `1px solid ${vars.color.border}`, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${looks.boxed} ${term}`, { padding: vars.space.sm, background: vars.color.background });
globalStyle(`${looks.boxed} ${value}`, { padding: vars.space.sm });

export const empty = style({ color: vars.color.textMuted });
