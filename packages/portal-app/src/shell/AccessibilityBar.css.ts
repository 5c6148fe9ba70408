import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export const bar = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
});

/** A slim strip: 32 px targets (WCAG 2.2 asks 24). */
export const opener = style({
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: { '&[aria-expanded="true"]': { fontWeight: 600 } },
});
