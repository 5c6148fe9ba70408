import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export { lead, page, title, cardGrid } from '../../views/page.css';
// A record's name and line of facts, and the back link: the publicity pages' look, reused.
export { subjectName, meta, badge } from '../../views/recordFacts.css';
export { wide } from '../../views/page.css';
export { backLink } from '../../views/page.css';
// Counts as figures: the look of 受理情况's totals.
export { figures } from '../../views/figures.css';


/** A scene or a figure: a card with its name, what it is, its count and where it leads. */
export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderTop: `3px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const cardText = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.7 });
export const cardLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
globalStyle(`${cardLinks} a`, { color: vars.color.brandDark });

export const steps = style({ margin: 0, paddingLeft: '1.5em', lineHeight: 1.9 });

export const link = style({
  color: vars.color.brandDark,
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
