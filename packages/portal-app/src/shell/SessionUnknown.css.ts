import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export const notice = style({
  width: '100%',
  maxWidth: vars.size.contentWidth,
  margin: `${vars.space.sm} auto 0`,
  padding: `0 ${vars.space.md}`,
  boxSizing: 'border-box',
});
