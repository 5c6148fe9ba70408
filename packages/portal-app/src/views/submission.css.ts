import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { pagination, title } from './page.css';

export { pagination, title };

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
/** A submission's progress or a question's details: label and value rows. */
export { facts } from './forms.css';
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
