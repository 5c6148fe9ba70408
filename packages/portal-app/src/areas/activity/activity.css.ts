// Styles of the activity pages that the shared page and form styles (page.css, interaction.css) lack.
import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

/** The campaign's actions (举报线索, 线索查询) beside its lead. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The list's keyword search: the field and its button on one line. */
export const searchForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const searchField = style({ flex: '1 1 320px', minWidth: 0 });
/** The standing check's one field, in the Form's column. */
export const standingField = style({ maxWidth: '720px' });

/** The check's answer, coloured by the list the enterprise is on. */
export const verdict = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  display: 'grid',
  gap: vars.space.sm,
});
export const verdictTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brandDark });

/** A link inside a table cell to the row's detail. */
export const detailLink = style({ color: vars.color.brandDark });


/** 登录 inside a sentence: a button that reads as a link. */
export const inlineButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brandDark,
  font: 'inherit',
  // At least 24 px high (WCAG 2.5.8, issue 15), still in the sentence's line; after the font shorthand.
  lineHeight: '24px',
  textDecoration: 'underline',
  cursor: 'pointer',
});
