import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

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
