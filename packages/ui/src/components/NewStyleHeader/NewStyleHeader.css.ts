import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';

export const header = recipe({
  base: {
    zIndex: layers.fixedHeader,
    background: vars.color.surface,
    color: vars.color.text,
    borderBottom: `3px solid ${vars.color.brand}`,
    fontFamily: vars.fontFamily.body,
    boxShadow: '0 1px 6px rgba(0, 0, 0, 0.08)',
  },
  variants: {
    sticky: { true: { position: 'sticky', top: 0 }, false: { position: 'relative' } },
  },
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
});

export const brand = style({ display: 'inline-flex', alignItems: 'center' });

export const logo = style({ display: 'block', height: 48, width: 'auto' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { color: vars.color.brandDark, textDecoration: 'underline' },
  },
});
