import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { cardBox, pagination, title } from './page.css';

export { pagination, title };

export const entry = style({
  display: 'grid',
  gap: vars.space.xs,
  ...cardBox,
  borderTop: `3px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brand },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const entryTitle = style({ fontSize: vars.fontSize.md, fontWeight: 600, color: vars.color.brandDark });
export const entryText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Keyword and type filters above a list. */
export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const filterWide = style({ flex: '1 1 260px', minWidth: 0 });
/** The answered questions: title link, type, asker, dates. */
export const board = style({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${vars.color.border}` });
export const boardItem = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const boardTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  ':hover': { color: vars.color.brandDark, textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const tag = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brandDark,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.body,
});

/** The receipt after a submission: the tracking number large, how to look it up. */
export const receipt = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
export const trackingNo = style({ fontSize: vars.fontSize.xl, fontWeight: 700, letterSpacing: '0.05em', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });

/** A submission's progress or a question's details: label and value rows. */
export { facts } from './forms.css';
/** The text of a question and of its reply. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: vars.lineHeight.body, overflowWrap: 'anywhere' });
export const back = style({ color: vars.color.brandDark });

/** Text for screen readers only. */

/** Switches what a list shows (a route-changing menu): the shared pills. */
export { linkTabs as kindTabs } from './page.css';

/** 登录 inside a sentence: a button that reads as a link. */
export const inlineButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brandDark,
  font: 'inherit',
  // At least 24 px high (WCAG 2.5.8), still in the sentence's line; after the font shorthand.
  lineHeight: '24px',
  textDecoration: 'underline',
  cursor: 'pointer',
});
